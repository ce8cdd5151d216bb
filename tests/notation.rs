//! SAN in English and Spanish (Laws, Appendix C) and UCI: writing, lenient reading, errors.

use escaque::rules::san::{parse_uci, san_plain};
use escaque::rules::{parse_san, resolve, san, CastlingSide, Lang, Move, Position, San, SanError};
use escaque::rules::{File, Rank, Role, Square};
use serde_json::Value;

mod common;
use common::data;

fn pos(fen: &str) -> Position {
    Position::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn uci(p: &Position, text: &str) -> Move {
    parse_uci(p, text).unwrap_or_else(|e| panic!("{text} in {}: {e}", p.fen()))
}

fn strs(v: &Value) -> Vec<String> {
    v.as_array()
        .unwrap()
        .iter()
        .map(|s| s.as_str().unwrap().to_string())
        .collect()
}

/// English SAN turned into Spanish by the rules of Appendix C, independently of the writer.
fn spanish_of(en: &str, en_passant: bool) -> String {
    let mut s: String = en
        .chars()
        .filter(|&c| c != '=')
        .map(|c| match c {
            'K' => 'R',
            'Q' => 'D',
            'R' => 'T',
            'B' => 'A',
            'N' => 'C',
            'O' => '0',
            c => c,
        })
        .collect();
    if en_passant {
        s.push_str(" a.p.");
    }
    s
}

#[test]
fn san_cases_both_directions() {
    let text = include_str!("data/san_cases.jsonl");
    let (mut n, mut alternatives, mut cross) = (0, 0, 0);
    for line in text.lines().filter(|l| !l.trim().is_empty()) {
        let case: Value = serde_json::from_str(line).unwrap();
        let p = pos(case["fen"].as_str().unwrap());
        let m = uci(&p, case["uci"].as_str().unwrap());
        let en = case["san"].as_str().unwrap();
        let es = case["san_es"].as_str().unwrap();
        let id = &case["id"];
        assert_eq!(san(&p, m, Lang::En), en, "case {id}");
        assert_eq!(san(&p, m, Lang::Es), es, "case {id}");
        let plain = en.trim_end_matches(['+', '#']);
        assert_eq!(san_plain(&p, m, Lang::En), plain, "case {id}");
        assert_eq!(resolve(&p, en, Lang::En), Ok(m), "case {id}: {en}");
        assert_eq!(resolve(&p, es, Lang::Es), Ok(m), "case {id}: {es}");
        for alt in strs(&case["san_es_alternatives"]) {
            assert_eq!(resolve(&p, &alt, Lang::Es), Ok(m), "case {id}: {alt}");
            alternatives += 1;
        }
        // Without the clashing `R`, either preference reads either language.
        if !en.contains('R') && !es.contains('R') {
            assert_eq!(resolve(&p, en, Lang::Es), Ok(m), "case {id}: {en}");
            assert_eq!(resolve(&p, es, Lang::En), Ok(m), "case {id}: {es}");
            cross += 1;
        }
        n += 1;
    }
    assert_eq!(n, 156);
    assert_eq!(alternatives, 73);
    assert!(cross > 100, "{cross}");
}

#[test]
fn random_games_format_and_parse_every_ply() {
    let text = data("random_games.jsonl");
    let (mut games, mut plies, mut ep) = (0, 0, 0);
    for line in text.lines().filter(|l| !l.trim().is_empty()) {
        let g: Value = serde_json::from_str(line).unwrap();
        let mut p = pos(g["start_fen"].as_str().unwrap());
        let ucis = strs(&g["moves_uci"]);
        let sans = strs(&g["sans"]);
        assert_eq!(ucis.len(), sans.len());
        for (i, (u, expected)) in ucis.iter().zip(&sans).enumerate() {
            let m = uci(&p, u);
            let at = format!("game {} ply {}", g["game"], i + 1);
            let written = san(&p, m, Lang::En);
            assert_eq!(&written, expected, "{at}");
            assert_eq!(resolve(&p, expected, Lang::En), Ok(m), "{at}");
            let is_ep = matches!(m, Move::EnPassant { .. });
            ep += usize::from(is_ep);
            let es = san(&p, m, Lang::Es);
            assert_eq!(es, spanish_of(expected, is_ep), "{at}");
            assert_eq!(resolve(&p, &es, Lang::Es), Ok(m), "{at}: {es}");
            assert_eq!(m.uci(), *u, "{at}");
            p.play_unchecked(m);
            plies += 1;
        }
        games += 1;
    }
    assert_eq!(games, 300);
    assert_eq!(plies, 70_579);
    assert!(ep > 0);
}

/// (FEN, text, preferred language, expected UCI): forms people type, each checked by hand.
const LENIENT: &[(&str, &str, Lang, &str)] = &[
    (START, "Nf3", Lang::En, "g1f3"),
    (START, "Cf3", Lang::Es, "g1f3"),
    (START, "Cf3", Lang::En, "g1f3"),
    (START, "nf3", Lang::En, "g1f3"),
    (START, "N1f3", Lang::En, "g1f3"),
    (START, "Ngf3", Lang::En, "g1f3"),
    (START, "Ng1f3", Lang::En, "g1f3"),
    (START, "Ng1-f3", Lang::En, "g1f3"),
    (START, "♘f3", Lang::En, "g1f3"),
    (START, "g1f3", Lang::En, "g1f3"),
    (START, "g1-f3", Lang::Es, "g1f3"),
    (START, " Nf3!? ", Lang::En, "g1f3"),
    (START, "Nf3+", Lang::En, "g1f3"),
    (START, "e4", Lang::En, "e2e4"),
    (START, "e4!", Lang::Es, "e2e4"),
    (START, "Pe4", Lang::En, "e2e4"),
    (START, "e2e4", Lang::En, "e2e4"),
    (START, "e2-e4", Lang::En, "e2e4"),
    (START, "b3", Lang::En, "b2b3"),
    (START, "b1c3", Lang::En, "b1c3"),
    (PROMO, "e8=Q", Lang::En, "e7e8q"),
    (PROMO, "e8Q", Lang::En, "e7e8q"),
    (PROMO, "e8(Q)", Lang::En, "e7e8q"),
    (PROMO, "e8/Q", Lang::En, "e7e8q"),
    (PROMO, "e8q", Lang::En, "e7e8q"),
    (PROMO, "e7e8q", Lang::En, "e7e8q"),
    (PROMO, "e8D", Lang::Es, "e7e8q"),
    (PROMO, "e8=D", Lang::Es, "e7e8q"),
    (PROMO, "e8D", Lang::En, "e7e8q"),
    (PROMO, "e8=R", Lang::En, "e7e8r"),
    (PROMO, "e8T", Lang::Es, "e7e8r"),
    (PROMO, "e8R", Lang::Es, "e7e8r"),
    (PROMO, "e8A", Lang::Es, "e7e8b"),
    (PROMO, "e8=B", Lang::Es, "e7e8b"),
    (PROMO, "e8C", Lang::Es, "e7e8n"),
    (PROMO, "e8=N", Lang::En, "e7e8n"),
    (PROMO, "e8♘", Lang::En, "e7e8n"),
    (CASTLE, "O-O", Lang::En, "e1g1"),
    (CASTLE, "0-0", Lang::En, "e1g1"),
    (CASTLE, "o-o", Lang::En, "e1g1"),
    (CASTLE, "OO", Lang::Es, "e1g1"),
    (CASTLE, "0-0+", Lang::Es, "e1g1"),
    (CASTLE, "O-O-O", Lang::En, "e1c1"),
    (CASTLE, "0-0-0", Lang::Es, "e1c1"),
    (CASTLE, "e1g1", Lang::En, "e1g1"),
    (CASTLE, "e1h1", Lang::En, "e1g1"),
    (CASTLE, "e1a1", Lang::En, "e1c1"),
    (CASTLE, "Kf1", Lang::En, "e1f1"),
    (CASTLE, "Rf1", Lang::Es, "e1f1"),
    (CASTLE, "Rf1", Lang::En, "h1f1"),
    (EP, "exd6", Lang::En, "e5d6"),
    (EP, "exd6ep", Lang::En, "e5d6"),
    (EP, "exd6e.p.", Lang::En, "e5d6"),
    (EP, "exd6 e.p.", Lang::En, "e5d6"),
    (EP, "exd6 a.p.", Lang::Es, "e5d6"),
    (EP, "exd6 A.P.", Lang::Es, "e5d6"),
    (EP, "ed6", Lang::En, "e5d6"),
    (EP, "e:d6", Lang::En, "e5d6"),
    (EP, "e5d6", Lang::En, "e5d6"),
    (EP, "e5xd6", Lang::En, "e5d6"),
    (EP, "xd6", Lang::En, "e5d6"),
    (EP, "e6", Lang::En, "e5e6"),
    (B_FILE, "bxc3", Lang::En, "b2c3"),
    (B_FILE, "bc3", Lang::En, "b2c3"),
    (B_FILE, "Bxc3", Lang::En, "d2c3"),
    (B_FILE, "Axc3", Lang::Es, "d2c3"),
    (B_FILE, "b4", Lang::En, "b2b4"),
    (NO_B_PAWN, "bxc3", Lang::En, "d2c3"),
    (ROOK_OR_KING, "Rd1", Lang::En, "a1d1"),
    (ROOK_OR_KING, "Rd1", Lang::Es, "e1d1"),
    (ROOK_OR_KING, "Rd2", Lang::En, "e1d2"),
    (ROOK_OR_KING, "Ra2", Lang::Es, "a1a2"),
    (ROOK_OR_KING, "Td1", Lang::Es, "a1d1"),
    (ROOK_OR_KING, "Kd1", Lang::Es, "e1d1"),
    (ROOK_OR_KING, "rd1", Lang::En, "a1d1"),
    (ROOK_OR_KING, "Ra1d1", Lang::En, "a1d1"),
    (ROOK_OR_KING, "Rd1(=)", Lang::Es, "e1d1"),
    (ROOK_OR_KING, "Ta1:d1", Lang::Es, "a1d1"),
    (ROOK_OR_KING, "♖d1", Lang::Es, "a1d1"),
    (ROOK_OR_KING, "♔d1", Lang::En, "e1d1"),
    (MATE_IN_ONE, "Ra8#", Lang::En, "a1a8"),
    (MATE_IN_ONE, "Ta8++", Lang::Es, "a1a8"),
    (MATE_IN_ONE, "Ta8‡", Lang::Es, "a1a8"),
    (MATE_IN_ONE, "Ra8#!!", Lang::En, "a1a8"),
];

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const PROMO: &str = "8/4P2k/8/8/8/8/8/4K3 w - - 0 1";
const CASTLE: &str = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
const EP: &str = "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2";
const B_FILE: &str = "4k3/8/8/8/8/2n5/1P1B4/4K3 w - - 0 1";
const NO_B_PAWN: &str = "4k3/8/8/8/8/2n5/3B4/4K3 w - - 0 1";
const ROOK_OR_KING: &str = "4k3/8/8/8/8/8/8/R3K3 w - - 0 1";
const MATE_IN_ONE: &str = "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1";

#[test]
fn lenient_reading() {
    for &(fen, text, lang, expected) in LENIENT {
        let p = pos(fen);
        let m = resolve(&p, text, lang).unwrap_or_else(|e| panic!("{text:?} ({lang:?}): {e}"));
        assert_eq!(m.uci(), expected, "{text:?} ({lang:?}) in {fen}");
    }
}

#[test]
fn parsed_forms() {
    let normal = |role, file, rank, capture, to, promotion| San::Normal {
        role,
        file,
        rank,
        capture,
        to,
        promotion,
    };
    let cases: &[(&str, Lang, San)] = &[
        (
            "Nbd2",
            Lang::En,
            normal(Role::Knight, Some(File::B), None, false, Square::D2, None),
        ),
        (
            "Cbd2",
            Lang::Es,
            normal(Role::Knight, Some(File::B), None, false, Square::D2, None),
        ),
        (
            "R1a3",
            Lang::En,
            normal(Role::Rook, None, Some(Rank::First), false, Square::A3, None),
        ),
        (
            "R1a3",
            Lang::Es,
            normal(Role::King, None, Some(Rank::First), false, Square::A3, None),
        ),
        (
            "Qh4xe1",
            Lang::En,
            normal(
                Role::Queen,
                Some(File::H),
                Some(Rank::Fourth),
                true,
                Square::E1,
                None,
            ),
        ),
        (
            "exd5",
            Lang::En,
            normal(Role::Pawn, Some(File::E), None, true, Square::D5, None),
        ),
        (
            "ed5",
            Lang::En,
            normal(Role::Pawn, Some(File::E), None, true, Square::D5, None),
        ),
        (
            "d8D",
            Lang::Es,
            normal(Role::Pawn, None, None, false, Square::D8, Some(Role::Queen)),
        ),
        (
            "bxa1=N+",
            Lang::En,
            normal(
                Role::Pawn,
                Some(File::B),
                None,
                true,
                Square::A1,
                Some(Role::Knight),
            ),
        ),
        (
            "e2e4",
            Lang::En,
            San::Coords {
                from: Square::E2,
                to: Square::E4,
                capture: false,
                promotion: None,
            },
        ),
        (
            "a7b8b",
            Lang::En,
            San::Coords {
                from: Square::A7,
                to: Square::B8,
                capture: false,
                promotion: Some(Role::Bishop),
            },
        ),
        ("O-O", Lang::En, San::Castle(CastlingSide::King)),
        ("0-0-0", Lang::Es, San::Castle(CastlingSide::Queen)),
        ("--", Lang::En, San::Null),
        ("Z0", Lang::En, San::Null),
        ("0000", Lang::Es, San::Null),
    ];
    for (text, lang, expected) in cases {
        assert_eq!(parse_san(text, *lang), Ok(*expected), "{text}");
    }
    assert_eq!(
        San::Normal {
            role: Role::Queen,
            file: Some(File::H),
            rank: Some(Rank::Fourth),
            capture: true,
            to: Square::E1,
            promotion: None
        }
        .to_string(),
        "Qh4xe1"
    );
    assert_eq!(parse_san("d8D", Lang::Es).unwrap().to_string(), "d8=Q");
    assert_eq!(San::Castle(CastlingSide::Queen).to_string(), "O-O-O");
    assert_eq!(San::Null.to_string(), "--");
}

#[test]
fn syntax_errors_say_where_and_what() {
    let syntax = |text: &str, lang| match parse_san(text, lang) {
        Err(SanError::Syntax { at, expected }) => (at, expected),
        other => panic!("{text:?}: {other:?}"),
    };
    assert_eq!(syntax("", Lang::En), (0, "a move"));
    assert_eq!(syntax("   ", Lang::En), (3, "a move"));
    assert_eq!(syntax("Nf", Lang::En), (2, "a rank (1-8)"));
    assert_eq!(syntax("e9", Lang::En), (1, "a rank (1-8)"));
    assert_eq!(syntax("Xf3", Lang::En).0, 0);
    assert_eq!(
        syntax("e8=", Lang::En),
        (3, "a promotion piece (Q, R, B, N)")
    );
    assert_eq!(
        syntax("e8=K", Lang::En),
        (3, "a promotion piece (Q, R, B, N)")
    );
    assert_eq!(
        syntax("e8R", Lang::Es),
        (2, "a promotion piece (D, T, A, C)")
    );
    assert_eq!(syntax("O-", Lang::En), (1, "`-O` (castling)"));
    assert_eq!(syntax("Nf3 Nc6", Lang::En).0, 4);
    assert_eq!(
        syntax("1f3", Lang::En),
        (0, "a piece letter, a file or castling")
    );
    assert_eq!(syntax("Ng1f3f4", Lang::En).0, 3);
    assert_eq!(syntax("N", Lang::En), (1, "a square"));
    let e = parse_san("Nf", Lang::En).unwrap_err();
    assert_eq!(e.to_string(), "expected a rank (1-8) at character 3");
}

#[test]
fn illegal_ambiguous_and_null() {
    let start = Position::new();
    assert_eq!(resolve(&start, "Nf6", Lang::En), Err(SanError::Illegal));
    assert_eq!(resolve(&start, "e5", Lang::En), Err(SanError::Illegal));
    assert_eq!(resolve(&start, "exd3", Lang::En), Err(SanError::Illegal));
    assert_eq!(resolve(&start, "O-O", Lang::En), Err(SanError::Illegal));
    assert_eq!(resolve(&start, "--", Lang::En), Err(SanError::NullMove));
    assert_eq!(
        resolve(&start, "Qx", Lang::En),
        Err(SanError::Syntax {
            at: 2,
            expected: "a file (a-h)"
        })
    );
    let knights = pos("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1");
    let amb = |p: &Position, text, lang| match resolve(p, text, lang) {
        Err(SanError::Ambiguous { mut candidates }) => {
            candidates.sort();
            candidates
        }
        other => panic!("{text}: {other:?}"),
    };
    assert_eq!(amb(&knights, "Nd2", Lang::En), ["Nbd2", "Nfd2"]);
    assert_eq!(amb(&knights, "Cd2", Lang::Es), ["Cbd2", "Cfd2"]);
    let promo = pos(PROMO);
    assert_eq!(
        amb(&promo, "e8", Lang::En),
        ["e8=B", "e8=N", "e8=Q", "e8=R"]
    );
    assert_eq!(amb(&promo, "e7e8", Lang::Es), ["e8A", "e8C", "e8D", "e8T"]);
    // Two rooks could take d1 in English: ambiguous, and not read as the king instead.
    let rooks = pos("4k3/8/8/8/8/8/3K4/R6R w - - 0 1");
    assert_eq!(amb(&rooks, "Rc1", Lang::En), ["Rac1", "Rhc1"]);
    assert_eq!(resolve(&rooks, "Rc1", Lang::Es).unwrap().uci(), "d2c1");
    let e = resolve(&knights, "Nd2", Lang::En).unwrap_err();
    assert_eq!(e.to_string(), "ambiguous: could be Nbd2 or Nfd2");
    assert_eq!(SanError::Illegal.to_string(), "no legal move matches");
    assert_eq!(
        SanError::NullMove.to_string(),
        "a null move is not a legal move"
    );
    // A promotion piece on a move that is no promotion, and a move that leaves the king in check.
    assert_eq!(resolve(&start, "e4=Q", Lang::En), Err(SanError::Illegal));
    let pinned = pos("4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1");
    assert_eq!(resolve(&pinned, "Nc3", Lang::En), Err(SanError::Illegal));
}

#[test]
fn uci_reading() {
    let start = Position::new();
    assert_eq!(parse_uci(&start, "e2e4").unwrap().uci(), "e2e4");
    assert_eq!(parse_uci(&start, "g1f3").unwrap().uci(), "g1f3");
    assert_eq!(parse_uci(&start, "e2e5"), Err(SanError::Illegal));
    assert_eq!(parse_uci(&start, "0000"), Err(SanError::NullMove));
    assert_eq!(
        parse_uci(&start, "e2e9"),
        Err(SanError::Syntax {
            at: 3,
            expected: "a rank (1-8)"
        })
    );
    assert_eq!(
        parse_uci(&start, "z2e4"),
        Err(SanError::Syntax {
            at: 0,
            expected: "a file (a-h)"
        })
    );
    assert_eq!(
        parse_uci(&start, "e2e4q5"),
        Err(SanError::Syntax {
            at: 5,
            expected: "the end of the move"
        })
    );
    let promo = pos(PROMO);
    assert_eq!(parse_uci(&promo, "e7e8n").unwrap().uci(), "e7e8n");
    assert!(matches!(
        parse_uci(&promo, "e7e8"),
        Err(SanError::Ambiguous { .. })
    ));
    assert_eq!(
        parse_uci(&promo, "e7e8Q"),
        Err(SanError::Syntax {
            at: 4,
            expected: "a promotion piece (q, r, b, n)"
        })
    );
    let castle = pos(CASTLE);
    assert_eq!(
        parse_uci(&castle, "e1g1").unwrap(),
        Move::Castle {
            king: Square::E1,
            rook: Square::H1
        }
    );
    assert_eq!(parse_uci(&castle, "e1a1").unwrap().uci(), "e1c1");
}

/// The example game of Appendix C, move by move as the Laws write it (their `5Dxd5` is a misprint
/// for `5.Dxd4`: no piece can take on d5 there).
#[test]
fn laws_example_game_in_spanish() {
    let laws = [
        "e4",
        "e5",
        "Cf3",
        "Cf6",
        "d4",
        "exd4",
        "e5",
        "Ce4",
        "Dxd4",
        "d5",
        "exd6 a.p.",
        "Cxd6",
        "Ag5",
        "Cc6",
        "De3+",
        "Ae7",
        "Cbd2",
        "0-0",
        "0-0-0",
        "Te8",
        "Rb1",
    ];
    let english = [
        "e4", "e5", "Nf3", "Nf6", "d4", "exd4", "e5", "Ne4", "Qxd4", "d5", "exd6", "Nxd6", "Bg5",
        "Nc6", "Qe3+", "Be7", "Nbd2", "O-O", "O-O-O", "Re8", "Kb1",
    ];
    let mut p = Position::new();
    for (es, en) in laws.iter().zip(english) {
        let m = resolve(&p, es, Lang::Es).unwrap_or_else(|e| panic!("{es}: {e}"));
        assert_eq!(san(&p, m, Lang::Es), *es);
        assert_eq!(san(&p, m, Lang::En), en);
        assert_eq!(resolve(&p, en, Lang::En), Ok(m));
        p.play_unchecked(m);
    }
    assert_eq!(
        p.fen(),
        "r1bqr1k1/ppp1bppp/2nn4/6B1/8/4QN2/PPPN1PPP/1K1R1B1R b - - 9 11"
    );
    // The misprint itself: nothing of White's reaches d5.
    let mut q = Position::new();
    for en in ["e4", "e5", "Nf3", "Nf6", "d4", "exd4", "e5", "Ne4"] {
        let m = resolve(&q, en, Lang::En).unwrap();
        q.play_unchecked(m);
    }
    assert_eq!(resolve(&q, "Dxd5", Lang::Es), Err(SanError::Illegal));
}

#[test]
fn spanish_writing_details() {
    // En passant with check and mate keeps the mark before ` a.p.`.
    let p = pos("8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1");
    let m = resolve(&p, "exd3", Lang::En).unwrap();
    assert_eq!(san(&p, m, Lang::Es), "exd3 a.p.");
    assert_eq!(san_plain(&p, m, Lang::Es), "exd3 a.p.");
    assert_eq!(san(&p, m, Lang::En), "exd3");
    let quiet = pos("8/8/8/8/4Pp2/8/8/3K2k1 b - e3 0 1");
    let m = resolve(&quiet, "fxe3", Lang::En).unwrap();
    assert_eq!(san(&quiet, m, Lang::Es), "fxe3 a.p.");
    let check = pos("8/8/8/8/1k1Pp3/8/4K3/8 b - d3 0 1");
    let m = resolve(&check, "exd3", Lang::En).unwrap();
    assert_eq!(san(&check, m, Lang::Es), "exd3+ a.p.");
    assert_eq!(san_plain(&check, m, Lang::Es), "exd3 a.p.");
    assert_eq!(san(&check, m, Lang::En), "exd3+");
    // Promotion with mate, castling with check.
    let promo = pos("6k1/4P3/6K1/8/8/8/8/8 w - - 0 1");
    let m = resolve(&promo, "e8=Q", Lang::En).unwrap();
    assert_eq!(san(&promo, m, Lang::Es), "e8D#");
    assert_eq!(san(&promo, m, Lang::En), "e8=Q#");
    let castle = pos("5k2/8/8/8/8/8/8/4K2R w K - 0 1");
    let m = resolve(&castle, "0-0", Lang::Es).unwrap();
    assert_eq!(san(&castle, m, Lang::Es), "0-0+");
    assert_eq!(san(&castle, m, Lang::En), "O-O+");
    assert_eq!(Lang::Es.letter(Role::King), 'R');
    assert_eq!(Lang::En.letter(Role::Rook), 'R');
    assert_eq!(Lang::Es.role_of('R'), Some(Role::King));
    assert_eq!(Lang::En.role_of('R'), Some(Role::Rook));
    assert_eq!(Lang::En.role_of('C'), Some(Role::Knight));
    assert_eq!(Lang::Es.role_of('X'), None);
}

#[test]
fn minimal_disambiguation() {
    // (FEN, UCI, English, Spanish): file first, rank when the file is shared, both when both are.
    let cases = [
        ("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1", "b1d2", "Nbd2", "Cbd2"),
        ("4k3/8/8/6N1/8/8/8/4K1N1 w - - 0 1", "g5f3", "N5f3", "C5f3"),
        ("4k3/8/8/8/7N/8/3N4/4K3 w - - 0 1", "h4f3", "Nhf3", "Chf3"),
        (
            "4k3/8/8/8/8/Q7/8/Q1Q1K3 w - - 0 1",
            "a1b2",
            "Qa1b2",
            "Da1b2",
        ),
        ("4k3/8/8/8/8/Q7/8/Q3K3 w - - 0 1", "a1b2", "Q1b2", "D1b2"),
        ("4k3/8/8/8/8/8/4K3/R6R w - - 0 1", "a1d1", "Rad1", "Tad1"),
        ("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1", "e1g1", "O-O", "0-0"),
        ("4k3/4r3/8/8/8/8/4N1N1/4K3 w - - 0 1", "g2f4", "Nf4", "Cf4"),
    ];
    for (fen, u, en, es) in cases {
        let p = pos(fen);
        let m = uci(&p, u);
        assert_eq!(san(&p, m, Lang::En), en, "{fen} {u}");
        assert_eq!(san(&p, m, Lang::Es), es, "{fen} {u}");
        assert_eq!(resolve(&p, en, Lang::En), Ok(m));
        assert_eq!(resolve(&p, es, Lang::Es), Ok(m));
    }
}

/// Every legal move of the perft-suite positions and of short random playouts from them, written by
/// us and by shakmaty (an independent implementation): the English SAN must agree, and each
/// reads back to its move in both languages.
#[test]
fn every_legal_move_agrees_with_shakmaty() {
    use shakmaty::fen::Fen;
    use shakmaty::san::SanPlus;
    use shakmaty::{CastlingMode, Chess, Position as _};

    let mut seed: u64 = 0x9e37_79b9_7f4a_7c15;
    let mut next = move |n: usize| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        (seed % n as u64) as usize
    };
    let mut checked = 0;
    for line in include_str!("data/perft.epd").lines() {
        let fen = line.split(';').next().unwrap().trim();
        if fen.is_empty() || fen.starts_with('#') {
            continue;
        }
        let mut ours = pos(fen);
        // shakmaty refuses a few of the suite's odd checks; they are checked by the other tests.
        let Ok(mut theirs) = Fen::from_ascii(fen.as_bytes())
            .unwrap()
            .into_position::<Chess>(CastlingMode::Standard)
        else {
            continue;
        };
        for _ in 0..40 {
            let their_moves = theirs.legal_moves();
            assert_eq!(
                their_moves.len(),
                ours.legal_moves().len(),
                "{}",
                ours.fen()
            );
            if their_moves.is_empty() {
                break;
            }
            for tm in &their_moves {
                let expected = SanPlus::from_move(theirs.clone(), *tm).to_string();
                let u = tm.to_uci(CastlingMode::Standard).to_string();
                let m = uci(&ours, &u);
                assert_eq!(san(&ours, m, Lang::En), expected, "{} {u}", ours.fen());
                assert_eq!(resolve(&ours, &expected, Lang::En), Ok(m));
                let es = san(&ours, m, Lang::Es);
                let ep = matches!(m, Move::EnPassant { .. });
                assert_eq!(es, spanish_of(&expected, ep), "{} {u}", ours.fen());
                assert_eq!(resolve(&ours, &es, Lang::Es), Ok(m), "{} {es}", ours.fen());
                checked += 1;
            }
            let pick = their_moves[next(their_moves.len())];
            let m = uci(&ours, &pick.to_uci(CastlingMode::Standard).to_string());
            ours.play_unchecked(m);
            theirs.play_unchecked(pick);
        }
    }
    assert_eq!(checked, 254_405);
}

/// Tens of thousands of junk and half-right strings: no panic, every error points inside the text,
/// every move found is legal and writes back to itself.
#[test]
fn junk_never_panics() {
    const ALPHABET: &[char] = &[
        'K', 'Q', 'R', 'B', 'N', 'P', 'D', 'T', 'A', 'C', 'O', 'Z', 'a', 'b', 'c', 'd', 'e', 'f',
        'g', 'h', 'n', 'q', 'r', 't', 'p', 'o', 'x', 'X', '1', '2', '4', '7', '8', '9', '0', '=',
        '-', '+', '#', '!', '?', '(', ')', '/', ':', '.', ' ', '♘', '♛', '×', '–', '†', '‡', 'é',
        '@', '\u{0}', '\u{feff}',
    ];
    let positions: Vec<Position> = [START, PROMO, CASTLE, EP, B_FILE, ROOK_OR_KING, MATE_IN_ONE]
        .iter()
        .map(|f| pos(f))
        .collect();
    let mut seed: u64 = 0x1234_5678_9abc_def1;
    let mut rnd = move |n: usize| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        (seed % n.max(1) as u64) as usize
    };
    let (mut found, mut syntax) = (0, 0);
    for i in 0..60_000 {
        let text: String = if i % 2 == 0 {
            (0..rnd(12))
                .map(|_| ALPHABET[rnd(ALPHABET.len())])
                .collect()
        } else {
            // A right move with one or two characters changed, added or dropped.
            let mut cs: Vec<char> = LENIENT[rnd(LENIENT.len())].1.chars().collect();
            for _ in 0..1 + rnd(2) {
                let at = rnd(cs.len() + 1);
                match rnd(3) {
                    0 if at < cs.len() => cs[at] = ALPHABET[rnd(ALPHABET.len())],
                    1 if at < cs.len() => {
                        cs.remove(at);
                    }
                    _ => cs.insert(at, ALPHABET[rnd(ALPHABET.len())]),
                }
            }
            cs.into_iter().collect()
        };
        let len = text.chars().count();
        for lang in [Lang::En, Lang::Es] {
            if let Err(SanError::Syntax { at, expected }) = parse_san(&text, lang) {
                assert!(at <= len, "{text:?}: {at}");
                assert!(!expected.is_empty());
                syntax += 1;
            }
            let p = &positions[i % positions.len()];
            match resolve(p, &text, lang) {
                Ok(m) => {
                    assert!(p.legal_moves().contains(&m), "{text:?}");
                    assert_eq!(resolve(p, &san(p, m, lang), lang), Ok(m), "{text:?}");
                    found += 1;
                }
                Err(SanError::Syntax { at, .. }) => assert!(at <= len, "{text:?}: {at}"),
                Err(SanError::Ambiguous { candidates }) => assert!(candidates.len() > 1),
                Err(SanError::Illegal | SanError::NullMove) => {}
            }
            let _ = parse_uci(p, &text);
        }
    }
    assert!(found > 1_000, "{found}");
    assert!(syntax > 10_000, "{syntax}");
    // Long inputs stay linear.
    for long in [
        "N".repeat(100_000),
        "e4".repeat(50_000),
        "+".repeat(100_000),
    ] {
        let _ = resolve(&positions[0], &long, Lang::En);
    }
}
