//! The table's panels around the board: each player's panel and clock, the status, the refusal's words, the questions
//! and the banner, the scoresheet, the record's tree in review and the move box, the start grid and tournament practice's forms.

pub(crate) mod clock;
pub(crate) mod club;
pub(crate) mod controls;
pub(crate) mod movebox;
pub(crate) mod moves;
pub(crate) mod name;
pub(crate) mod question;
pub(crate) mod refusal;
pub(crate) mod review;
pub(crate) mod start;
pub(crate) mod tournament;
