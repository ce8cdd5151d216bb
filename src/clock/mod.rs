//! The chess clock (see issue 4).
