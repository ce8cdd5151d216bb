//! Forsyth–Edwards Notation: reading (typed errors that name the field and the character) and writing.

use super::bitboard::Bitboard;
use super::board::Board;
use super::position::{CastlingSide, Position, PositionError, Repair, Setup};
use super::types::{Color, File, Piece, Rank, Square};
use core::fmt;

/// The FEN of the initial position.
pub const START_FEN: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// One of the six FEN fields.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FenField {
    /// Piece placement.
    Board,
    /// Side to move.
    Turn,
    /// Castling availability.
    Castling,
    /// En-passant target square.
    EnPassant,
    /// Half-move clock.
    Halfmoves,
    /// Full-move number.
    Fullmoves,
}

impl FenField {
    /// The field's name in English.
    pub fn name(self) -> &'static str {
        match self {
            FenField::Board => "piece placement",
            FenField::Turn => "side to move",
            FenField::Castling => "castling",
            FenField::EnPassant => "en passant",
            FenField::Halfmoves => "halfmove clock",
            FenField::Fullmoves => "fullmove number",
        }
    }
}

/// Why a FEN string could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FenError {
    /// The text is empty.
    Empty,
    /// A field has a character that does not belong there (`at` is the 0-based character offset in
    /// the whole string).
    BadChar {
        /// Which field.
        field: FenField,
        /// The offending character.
        ch: char,
        /// Offset in the string.
        at: usize,
    },
    /// The board field does not describe 8 ranks of 8 squares.
    BadBoardShape {
        /// What went wrong, e.g. rank 8 has 9 squares.
        shape: BoardShape,
    },
    /// A field is missing.
    MissingField(FenField),
    /// A field has the wrong form (a number too large, a square off the board…).
    BadField {
        /// Which field.
        field: FenField,
        /// Its text.
        text: String,
    },
    /// More than six fields.
    TrailingText(String),
    /// The text is a well-formed FEN of an illegal position.
    Position(PositionError),
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FenError::Empty => f.write_str("empty FEN"),
            FenError::BadChar { field, ch, at } => {
                write!(
                    f,
                    "FEN {}: unexpected '{ch}' at character {}",
                    field.name(),
                    at + 1
                )
            }
            FenError::BadBoardShape { shape } => write!(f, "FEN piece placement: {shape}"),
            FenError::MissingField(field) => write!(f, "FEN: missing {}", field.name()),
            FenError::BadField { field, text } => {
                write!(f, "FEN {}: \"{text}\" is not valid", field.name())
            }
            FenError::TrailingText(t) => {
                write!(f, "FEN: unexpected text after the six fields: \"{t}\"")
            }
            FenError::Position(e) => write!(f, "FEN describes an illegal position: {e}"),
        }
    }
}

impl std::error::Error for FenError {}

impl From<PositionError> for FenError {
    fn from(e: PositionError) -> FenError {
        FenError::Position(e)
    }
}

/// How the board field fails to describe 8 ranks of 8 squares (ranks numbered 1–8, as on the board).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BoardShape {
    /// A rank ends with fewer or more than 8 squares.
    RankLength {
        /// The rank.
        rank: u8,
        /// How many squares it has.
        squares: u8,
    },
    /// A rank goes on past its 8th square.
    RankTooLong {
        /// The rank.
        rank: u8,
    },
    /// More than 8 ranks.
    TooManyRanks,
    /// Fewer than 8 ranks: how many there are.
    TooFewRanks(u8),
}

impl fmt::Display for BoardShape {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BoardShape::RankLength { rank, squares } => {
                write!(f, "rank {rank} has {squares} squares, not 8")
            }
            BoardShape::RankTooLong { rank } => write!(f, "rank {rank} has more than 8 squares"),
            BoardShape::TooManyRanks => f.write_str("more than 8 ranks"),
            BoardShape::TooFewRanks(n) => write!(f, "{n} ranks, not 8"),
        }
    }
}

/// What the lenient reader ([`Position::from_fen_lenient`]) repaired, or accepted though a game
/// cannot reach it: in the text ([`Setup::from_fen_lenient`]), or in the position it describes
/// ([`Position::from_setup_lenient`]). Its `Display` text is what `escaque-cli analyse` reports in
/// `warnings`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FenWarning {
    /// Only the piece placement was given: read as `w - - 0 1`.
    PlacementOnly,
    /// Fullmove number 0, read as 1.
    FullmoveZero,
    /// A repair or oddity of the position itself.
    Setup(Repair),
}

impl FenWarning {
    /// Sorts warnings by the FEN field they concern, then the position's oddities.
    fn field_order(&self) -> u8 {
        match self {
            FenWarning::PlacementOnly => 0,
            FenWarning::Setup(Repair::CastlingRightDropped { .. }) => 1,
            FenWarning::Setup(Repair::EpSquareDropped(_)) => 2,
            FenWarning::FullmoveZero => 3,
            FenWarning::Setup(Repair::TooMuchMaterial(_)) => 4,
            FenWarning::Setup(Repair::ImpossibleCheck(_)) => 5,
        }
    }
}

impl fmt::Display for FenWarning {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FenWarning::PlacementOnly => {
                f.write_str("only the piece placement was given: read as w - - 0 1")
            }
            FenWarning::FullmoveZero => f.write_str("fullmove number 0 read as 1"),
            FenWarning::Setup(repair) => repair.fmt(f),
        }
    }
}

/// Parses the placement field alone (`start` = its offset in the whole text, for error positions).
pub fn parse_board(text: &str, start: usize) -> Result<Board, FenError> {
    let mut board = Board::empty();
    let mut rank = 7i32;
    let mut file = 0i32;
    let mut last_digit = false;
    for (i, ch) in text.chars().enumerate() {
        match ch {
            '/' => {
                if file != 8 {
                    return Err(FenError::BadBoardShape {
                        shape: BoardShape::RankLength {
                            rank: rank as u8 + 1,
                            squares: file as u8,
                        },
                    });
                }
                rank -= 1;
                file = 0;
                if rank < 0 {
                    return Err(FenError::BadBoardShape {
                        shape: BoardShape::TooManyRanks,
                    });
                }
                last_digit = false;
            }
            '1'..='8' => {
                if last_digit {
                    return Err(FenError::BadChar {
                        field: FenField::Board,
                        ch,
                        at: start + i,
                    });
                }
                file += ch as i32 - '0' as i32;
                if file > 8 {
                    return Err(FenError::BadBoardShape {
                        shape: BoardShape::RankTooLong {
                            rank: rank as u8 + 1,
                        },
                    });
                }
                last_digit = true;
            }
            _ => {
                let piece = Piece::from_char(ch).ok_or(FenError::BadChar {
                    field: FenField::Board,
                    ch,
                    at: start + i,
                })?;
                if file >= 8 {
                    return Err(FenError::BadBoardShape {
                        shape: BoardShape::RankTooLong {
                            rank: rank as u8 + 1,
                        },
                    });
                }
                board.set(
                    Square::from_coords(File::new(file as u32), Rank::new(rank as u32)),
                    piece,
                );
                file += 1;
                last_digit = false;
            }
        }
    }
    if rank != 0 || file != 8 {
        return Err(FenError::BadBoardShape {
            shape: if rank != 0 {
                BoardShape::TooFewRanks((8 - rank) as u8)
            } else {
                BoardShape::RankLength {
                    rank: 1,
                    squares: file as u8,
                }
            },
        });
    }
    Ok(board)
}

impl Setup {
    /// Reads a FEN. Missing clock fields default to `0 1`; a missing castling or en-passant field to `-`.
    ///
    /// # Errors
    /// A [`FenError`] naming the field and, where there is one, the character.
    pub fn from_fen(fen: &str) -> Result<Setup, FenError> {
        parse_fen(fen, false).map(|(setup, _)| setup)
    }

    /// Reads a FEN as the established libraries do: a placement-only FEN is read as `w - - 0 1`,
    /// fullmove 0 as 1, and an en-passant square off the third and sixth ranks is dropped, each
    /// with a warning. Other syntax errors are errors.
    ///
    /// # Errors
    /// A [`FenError`] naming the field and, where there is one, the character.
    pub fn from_fen_lenient(fen: &str) -> Result<(Setup, Vec<FenWarning>), FenError> {
        parse_fen(fen, true)
    }

    /// Writes the setup as FEN, en-passant square as stored.
    pub fn to_fen(&self) -> String {
        let mut castling = String::new();
        for (color, side, ch) in [
            (Color::White, CastlingSide::King, 'K'),
            (Color::White, CastlingSide::Queen, 'Q'),
            (Color::Black, CastlingSide::King, 'k'),
            (Color::Black, CastlingSide::Queen, 'q'),
        ] {
            if self.castling_rights.contains(side.rook_from(color)) {
                castling.push(ch);
            }
        }
        if castling.is_empty() {
            castling.push('-');
        }
        format!(
            "{} {} {} {} {} {}",
            self.board.board_fen(),
            self.turn.char(),
            castling,
            self.ep_square.map_or("-".to_string(), |s| s.to_string()),
            self.halfmoves,
            self.fullmoves
        )
    }
}

/// Reads the six fields; `lenient` as in [`Setup::from_fen_lenient`].
fn parse_fen(fen: &str, lenient: bool) -> Result<(Setup, Vec<FenWarning>), FenError> {
    let mut warnings = Vec::new();
    let text = fen.trim_start();
    let lead = fen.len() - text.len();
    // Fields with their character offsets.
    let mut fields: Vec<(usize, &str)> = Vec::new();
    let mut offset_chars = fen[..lead].chars().count();
    let mut rest = text;
    while !rest.is_empty() {
        let word_len = rest.find(char::is_whitespace).unwrap_or(rest.len());
        let word = &rest[..word_len];
        fields.push((offset_chars, word));
        offset_chars += word.chars().count();
        let after = &rest[word_len..];
        let trimmed = after.trim_start();
        offset_chars += after[..after.len() - trimmed.len()].chars().count();
        rest = trimmed;
    }
    let mut it = fields.into_iter();
    let (board_at, board_text) = it.next().ok_or(FenError::Empty)?;
    let board = parse_board(board_text, board_at)?;

    let turn = match it.next() {
        None if lenient => {
            warnings.push(FenWarning::PlacementOnly);
            Color::White
        }
        None => return Err(FenError::MissingField(FenField::Turn)),
        Some((_, "w")) => Color::White,
        Some((_, "b")) => Color::Black,
        Some((at, t)) => {
            let ch = t.chars().find(|c| !matches!(c, 'w' | 'b')).unwrap_or('?');
            let pos = t.chars().position(|c| c == ch).unwrap_or(0);
            return Err(FenError::BadChar {
                field: FenField::Turn,
                ch: if t.chars().count() > 1 && ch == '?' {
                    t.chars().nth(1).unwrap_or('?')
                } else {
                    ch
                },
                at: at + if ch == '?' { 1 } else { pos },
            });
        }
    };

    let mut castling = Bitboard::EMPTY;
    if let Some((at, t)) = it.next() {
        if t != "-" {
            for (i, ch) in t.chars().enumerate() {
                let color = if ch.is_ascii_uppercase() {
                    Color::White
                } else {
                    Color::Black
                };
                // KQkq, and the rook's file as Shredder-FEN (`HAha`) and X-FEN (`Hh`) write it,
                // read as python-chess reads them: a file letter names the rook on that file of
                // the back rank. A right twice (`KH`) is one right.
                let file = match ch.to_ascii_lowercase() {
                    'k' => File::H,
                    'q' => File::A,
                    f @ 'a'..='h' => File::ALL[usize::from(f as u8 - b'a')],
                    _ => {
                        return Err(FenError::BadChar {
                            field: FenField::Castling,
                            ch,
                            at: at + i,
                        })
                    }
                };
                let sq = Square::from_coords(file, color.back_rank());
                let side = if file > File::E {
                    CastlingSide::King
                } else {
                    CastlingSide::Queen
                };
                if CastlingSide::from_rook_square(color, sq).is_none() && lenient {
                    // A rook not in its corner (a Chess960 right): no castling in this game.
                    warnings.push(FenWarning::Setup(Repair::CastlingRightDropped {
                        color,
                        side,
                    }));
                    continue;
                }
                castling.add(sq);
            }
        }
    }

    let mut ep_square = None;
    if let Some((_, t)) = it.next() {
        if t != "-" {
            let sq = Square::parse(t).ok_or(FenError::BadField {
                field: FenField::EnPassant,
                text: t.into(),
            })?;
            if sq.rank() == Rank::Third || sq.rank() == Rank::Sixth {
                ep_square = Some(sq);
            } else if lenient {
                warnings.push(FenWarning::Setup(Repair::EpSquareDropped(sq)));
            } else {
                return Err(FenError::BadField {
                    field: FenField::EnPassant,
                    text: t.into(),
                });
            }
        }
    }

    let mut number = |field: FenField, default: u32| -> Result<u32, FenError> {
        match it.next() {
            None => Ok(default),
            Some((_, t)) => {
                t.parse::<u32>()
                    .ok()
                    .filter(|n| *n < 100_000)
                    .ok_or(FenError::BadField {
                        field,
                        text: t.into(),
                    })
            }
        }
    };
    let halfmoves = number(FenField::Halfmoves, 0)?;
    let mut fullmoves = number(FenField::Fullmoves, 1)?;
    if fullmoves == 0 && lenient {
        warnings.push(FenWarning::FullmoveZero);
        fullmoves = 1;
    }
    if fullmoves == 0 {
        return Err(FenError::BadField {
            field: FenField::Fullmoves,
            text: "0".into(),
        });
    }
    if let Some((_, t)) = it.next() {
        return Err(FenError::TrailingText(t.into()));
    }
    let setup = Setup {
        board,
        turn,
        castling_rights: castling,
        ep_square,
        halfmoves,
        fullmoves,
    };
    Ok((setup, warnings))
}

impl Position {
    /// Reads and validates a FEN (either en-passant convention is accepted).
    ///
    /// # Errors
    /// [`FenError`] for syntax, [`FenError::Position`] for an illegal position.
    pub fn from_fen(fen: &str) -> Result<Position, FenError> {
        Ok(Position::from_setup(Setup::from_fen(fen)?)?)
    }

    /// Reads a FEN as the established chess libraries do (python-chess, shakmaty, lichess): only
    /// what cannot be played is refused — a missing or extra king, a pawn on the first or last rank,
    /// the side not to move in check. A placement-only FEN is read as `w - - 0 1` and fullmove 0 as
    /// 1; impossible castling rights and an impossible en-passant square are dropped; more material
    /// than a game can reach and checks no move can give are accepted and played correctly. Each
    /// repair or oddity comes back as a [`FenWarning`], in the order of the fields.
    ///
    /// # Errors
    /// [`FenError`] for syntax, [`FenError::Position`] for a position that cannot be played.
    pub fn from_fen_lenient(fen: &str) -> Result<(Position, Vec<FenWarning>), FenError> {
        let (setup, mut warnings) = Setup::from_fen_lenient(fen)?;
        let (pos, more) = Position::from_setup_lenient(setup)?;
        warnings.extend(more.into_iter().map(FenWarning::Setup));
        super::sort_short_by_key(&mut warnings, FenWarning::field_order);
        Ok((pos, warnings))
    }

    /// Writes FEN; the en-passant square only when a capture is legal (Contract 1 in docs/ARCHITECTURE.md).
    pub fn fen(&self) -> String {
        self.to_setup().to_fen()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_round_trip() {
        let pos = Position::from_fen(START_FEN).unwrap();
        assert_eq!(pos, Position::new());
        assert_eq!(pos.fen(), START_FEN);
    }

    #[test]
    fn errors_name_field_and_character() {
        let e = Setup::from_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1")
            .unwrap_err();
        assert_eq!(
            e,
            FenError::BadChar {
                field: FenField::Board,
                ch: 'X',
                at: 42
            }
        );
        assert!(e.to_string().contains("'X'"), "{e}");
        let e = Setup::from_fen("8/8/8/8/8/8/8/8 x").unwrap_err();
        assert!(
            matches!(
                e,
                FenError::BadChar {
                    field: FenField::Turn,
                    ch: 'x',
                    ..
                }
            ),
            "{e:?}"
        );
        let e = Setup::from_fen("4k3/8/8/8/8/8/8/4K3 w KZ - 0 1").unwrap_err();
        assert!(
            matches!(
                e,
                FenError::BadChar {
                    field: FenField::Castling,
                    ch: 'Z',
                    at: 23
                }
            ),
            "{e:?}"
        );
        let e = Setup::from_fen("4k3/8/8/8/8/8/8/4K3 w - e5 0 1").unwrap_err();
        assert!(matches!(
            e,
            FenError::BadField {
                field: FenField::EnPassant,
                ..
            }
        ));
        let e = Setup::from_fen("4k3/8/8/8/8/8/4K3 w - - 0 1").unwrap_err();
        assert!(matches!(e, FenError::BadBoardShape { .. }));
        let e = Setup::from_fen("4k3/8/8/8/8/8/8/4K4 w - - 0 1").unwrap_err();
        assert!(matches!(e, FenError::BadBoardShape { .. }), "{e:?}");
        assert_eq!(Setup::from_fen("  "), Err(FenError::Empty));
    }

    #[test]
    fn position_errors() {
        let cases = [
            (
                "8/8/8/8/8/8/8/4K3 w - - 0 1",
                PositionError::MissingKing(Color::Black),
            ),
            (
                "4k3/8/8/8/8/8/8/4KK2 w - - 0 1",
                PositionError::TooManyKings(Color::White),
            ),
            (
                "4k2P/8/8/8/8/8/8/4K3 w - - 0 1",
                PositionError::PawnOnBackRank(Square::H8),
            ),
            (
                "4k3/4R3/8/8/8/8/8/4K3 w - - 0 1",
                PositionError::OppositeCheck,
            ),
            (
                "4k3/8/8/8/8/8/8/4K3 w K - 0 1",
                PositionError::BadCastlingRights(Square::H1),
            ),
            (
                "4k3/8/8/8/8/8/8/4K3 w - e6 0 1",
                PositionError::BadEpSquare(Square::E6),
            ),
        ];
        for (fen, err) in cases {
            assert_eq!(
                Position::from_fen(fen),
                Err(FenError::Position(err)),
                "{fen}"
            );
        }
    }

    #[test]
    fn ep_written_only_when_capturable() {
        let pos = Position::from_fen("rnbqkbnr/pppp1ppp/8/8/4p3/8/PPPPPPPP/RNBQKBNR w KQkq - 0 2")
            .unwrap();
        let m = pos.find_move(Square::D2, Square::D4, None).unwrap();
        let after = pos.play(m).unwrap();
        assert_eq!(
            after.fen(),
            "rnbqkbnr/pppp1ppp/8/8/3Pp3/8/PPP1PPPP/RNBQKBNR b KQkq d3 0 2"
        );
        let m = Position::new()
            .find_move(Square::E2, Square::E4, None)
            .unwrap();
        assert_eq!(
            Position::new().play(m).unwrap().fen(),
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"
        );
    }
}
