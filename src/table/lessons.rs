//! The lessons of the rules guide as data: each one's id, the position of its practice board and, for
//! the lessons on illegal moves, the time class whose Laws its board plays by. Their words (titles and
//! paragraphs) are [`crate::text::lessons::LESSONS`], in the same order under the same ids.

use crate::clock::TimeClass;

/// One lesson of the guide: what its practice board starts from and how it plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Lesson {
    /// A stable name: the key of its words in [`crate::text::lessons`] and the page's `data-lesson`.
    pub id: &'static str,
    /// The position of the practice board, in FEN.
    pub fen: &'static str,
    /// For the lessons on illegal moves (7.4, A4c, B3c): the time class the board plays by, its pieces
    /// moving by their own movement and either side able to claim. `None`: a legal practice board.
    pub at_board: Option<TimeClass>,
}

const fn legal(id: &'static str, fen: &'static str) -> Lesson {
    Lesson {
        id,
        fen,
        at_board: None,
    }
}

const fn at_board(id: &'static str, fen: &'static str, class: TimeClass) -> Lesson {
    Lesson {
        id,
        fen,
        at_board: Some(class),
    }
}

/// The lessons, in reading order.
pub const LESSONS: [Lesson; 14] = [
    legal("king", "8/8/8/3k4/8/8/4K3/8 w - - 0 1"),
    legal("queen", "8/7k/1p6/8/3Q4/8/5P2/K7 w - - 0 1"),
    legal("rook", "7k/8/3p4/8/3R2P1/8/8/K7 w - - 0 1"),
    legal("bishop", "6k1/8/8/2p5/3B4/8/8/K7 w - - 0 1"),
    legal("knight", "7k/8/8/2PpP3/2pNp3/2PPP3/8/K7 w - - 0 1"),
    legal("pawn", "7k/8/8/3p4/4P3/8/2P5/K7 w - - 0 1"),
    legal(
        "castling",
        "r3k2r/ppp2ppp/b7/8/8/8/PPP2PPP/R3K2R w KQkq - 0 1",
    ),
    legal("en-passant", "7k/3p4/8/4P3/8/8/8/K7 b - - 0 1"),
    legal("promotion", "7k/4P3/8/8/8/8/8/K7 w - - 0 1"),
    legal("check", "6k1/5ppp/8/8/8/8/8/K2R4 w - - 0 1"),
    legal("draws", "7k/8/8/8/8/8/5Q2/K7 w - - 0 1"),
    // Tournament practice (#15.4): illegal moves at a real board, by time class.
    at_board(
        "illegal-standard",
        "4k3/8/2n5/1B6/8/8/8/R3K3 b - - 0 1",
        TimeClass::Standard,
    ),
    at_board(
        "illegal-rapid",
        "4kr2/8/8/8/8/8/8/4K2R w K - 0 1",
        TimeClass::Rapid,
    ),
    at_board(
        "illegal-blitz",
        "4k3/8/8/8/8/8/3r4/4K2R w - - 0 1",
        TimeClass::Blitz,
    ),
];

/// The index in [`LESSONS`] of the lesson named `id`.
pub fn index_of(id: &str) -> Option<usize> {
    LESSONS.iter().position(|l| l.id == id)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Position;

    #[test]
    fn every_lesson_has_a_legal_position() {
        for (i, lesson) in LESSONS.iter().enumerate() {
            Position::from_fen(lesson.fen).unwrap_or_else(|e| panic!("{}: {e}", lesson.id));
            assert_eq!(index_of(lesson.id), Some(i));
        }
        assert_eq!(index_of("nothing"), None);
    }
}
