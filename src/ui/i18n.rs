//! Every string of the interface in Spanish and English.

pub use crate::rules::san::Lang;
use crate::rules::{Color, Outcome, Reason, Role};

/// A message of the interface.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum Msg {
    Title,
    Tagline,
    New,
    Settings,
    Flip,
    Takeback,
    OfferDraw,
    AcceptDraw,
    DeclineDraw,
    ClaimDraw,
    Resign,
    Pause,
    Resume,
    Start,
    ExportPgn,
    Import,
    BackToGame,
    Reviewing,
    ToMove,
    Check,
    DrawOffered,
    ClaimWithMove,
    ClaimNotValid,
    RulesFide,
    RulesCasual,
    RuleSet,
    WhiteName,
    BlackName,
    TimeControl,
    NoClock,
    Cancel,
    StartGame,
    Tabletop,
    Language,
    Moves,
    Promote,
    Board,
    First,
    Previous,
    Next,
    Last,
    GameOver,
    ClaimLapsed,
    ClockPaused,
    ShowTimes,
    AddTime,
    Custom,
}

/// The text of `msg` in `lang`.
pub fn t(lang: Lang, msg: Msg) -> &'static str {
    let es = lang == Lang::Es;
    macro_rules! s {
        ($e:expr, $n:expr) => {
            if es {
                $e
            } else {
                $n
            }
        };
    }
    match msg {
        Msg::Title => "Escaque",
        Msg::Tagline => s!("Ajedrez sobre la mesa", "Over-the-board chess"),
        Msg::New => s!("Nueva partida", "New game"),
        Msg::Settings => s!("Ajustes", "Settings"),
        Msg::Flip => s!("Girar tablero", "Flip board"),
        Msg::Takeback => s!("Deshacer", "Take back"),
        Msg::OfferDraw => s!("Ofrecer tablas", "Offer draw"),
        Msg::AcceptDraw => s!("Aceptar tablas", "Accept draw"),
        Msg::DeclineDraw => s!("Rechazar", "Decline"),
        Msg::ClaimDraw => s!("Reclamar tablas", "Claim draw"),
        Msg::Resign => s!("Abandonar", "Resign"),
        Msg::Pause => s!("Pausa", "Pause"),
        Msg::Resume => s!("Reanudar", "Resume"),
        Msg::Start => s!("Poner en marcha", "Start clock"),
        Msg::ExportPgn => s!("Exportar PGN", "Export PGN"),
        Msg::Import => s!("Importar", "Import"),
        Msg::BackToGame => s!("Volver a la partida", "Back to the game"),
        Msg::Reviewing => s!("Repasando la jugada", "Reviewing move"),
        Msg::ToMove => s!("juegan", "to move"),
        Msg::Check => s!("Jaque", "Check"),
        Msg::DrawOffered => s!("ofrece tablas", "offers a draw"),
        Msg::ClaimWithMove => s!(
            "Haga la jugada que repite la posición o completa las 50 jugadas: las tablas se reclaman con ella (Art. 9.2b, 9.3b).",
            "Make the move that repeats the position or completes fifty moves: the draw is claimed with it (Art. 9.2b, 9.3b)."
        ),
        Msg::ClaimNotValid => s!(
            "No hay tablas que reclamar en esta posición (Art. 9.2, 9.3).",
            "There is no draw to claim in this position (Art. 9.2, 9.3)."
        ),
        Msg::ClaimLapsed => s!(
            "Esa jugada no produce tablas reclamables; la reclamación no procede (Art. 9.2, 9.3).",
            "That move does not produce a claimable draw; the claim lapses (Art. 9.2, 9.3)."
        ),
        Msg::RulesFide => s!("FIDE (las tablas se reclaman)", "FIDE (draws are claimed)"),
        Msg::RulesCasual => s!("Amistosa (tablas automáticas)", "Casual (automatic draws)"),
        Msg::RuleSet => s!("Reglas", "Rules"),
        Msg::WhiteName => s!("Blancas", "White"),
        Msg::BlackName => s!("Negras", "Black"),
        Msg::TimeControl => s!("Ritmo de juego", "Time control"),
        Msg::NoClock => s!("Sin reloj", "No clock"),
        Msg::Cancel => s!("Cancelar", "Cancel"),
        Msg::StartGame => s!("Empezar", "Start"),
        Msg::Tabletop => s!("Modo mesa", "Tabletop mode"),
        Msg::Language => s!("Idioma", "Language"),
        Msg::Moves => s!("Planilla", "Scoresheet"),
        Msg::Promote => s!("Coronar", "Promote to"),
        Msg::Board => s!("Tablero", "Board"),
        Msg::First => s!("Inicio", "Start"),
        Msg::Previous => s!("Anterior", "Previous"),
        Msg::Next => s!("Siguiente", "Next"),
        Msg::Last => s!("Final", "End"),
        Msg::ClockPaused => s!(
            "Los relojes están parados; reanude para seguir (Art. 6.13).",
            "The clocks are stopped; resume to go on (Art. 6.13)."
        ),
        Msg::ShowTimes => s!("Tiempo por jugada", "Time per move"),
        Msg::AddTime => s!("+2 min", "+2 min"),
        Msg::Custom => s!("Personalizado", "Custom"),
        Msg::GameOver => s!(
            "La partida ha terminado: ya no se puede hacer ninguna jugada (Art. 5).",
            "The game is over: no more moves can be made (Art. 5)."
        ),
    }
}

/// "Blancas" / "White".
pub fn color_name(lang: Lang, color: Color) -> &'static str {
    match (lang, color) {
        (Lang::Es, Color::White) => "Blancas",
        (Lang::Es, Color::Black) => "Negras",
        (Lang::En, Color::White) => "White",
        (Lang::En, Color::Black) => "Black",
    }
}

/// A piece's name with its colour, for the promotion chooser and assistive text ("dama blanca").
pub fn piece_name(lang: Lang, color: Color, role: Role) -> String {
    match lang {
        Lang::Es => {
            let (name, fem) = match role {
                Role::Pawn => ("peón", false),
                Role::Knight => ("caballo", false),
                Role::Bishop => ("alfil", false),
                Role::Rook => ("torre", true),
                Role::Queen => ("dama", true),
                Role::King => ("rey", false),
            };
            let adj = match (color, fem) {
                (Color::White, false) => "blanco",
                (Color::White, true) => "blanca",
                (Color::Black, false) => "negro",
                (Color::Black, true) => "negra",
            };
            format!("{name} {adj}")
        }
        Lang::En => format!("{} {}", color.name(), role.name()),
    }
}

/// The result in words, with the article of the Laws ("Tablas por rey ahogado (Art. 5.2a)").
pub fn outcome_text(lang: Lang, o: Outcome) -> String {
    let es = lang == Lang::Es;
    let winner = o.result.winner();
    let win = |c: Color| -> &'static str {
        match (es, c) {
            (true, Color::White) => "Ganan las blancas",
            (true, Color::Black) => "Ganan las negras",
            (false, Color::White) => "White wins",
            (false, Color::Black) => "Black wins",
        }
    };
    let text = match (o.reason, winner) {
        (Reason::Checkmate, Some(c)) => {
            if es {
                format!("Jaque mate. {}", win(c))
            } else {
                format!("Checkmate. {}", win(c))
            }
        }
        (Reason::Resignation, Some(c)) => {
            let loser = color_name(lang, c.other());
            if es {
                format!("{loser} abandonan. {}", win(c))
            } else {
                format!("{loser} resigns. {}", win(c))
            }
        }
        (Reason::Timeout, Some(c)) => {
            let loser = color_name(lang, c.other());
            if es {
                format!("Cae la bandera de {}. {}", loser.to_lowercase(), win(c))
            } else {
                format!("{loser}'s flag fell. {}", win(c))
            }
        }
        (Reason::Stalemate, _) => s(es, "Tablas por rey ahogado", "Draw by stalemate"),
        (Reason::InsufficientMaterial, _) => s(
            es,
            "Tablas: ningún bando tiene material para dar mate",
            "Draw: neither side has the material to mate",
        ),
        (Reason::DeadPosition, _) => s(
            es,
            "Tablas por posición muerta: ninguna serie de jugadas legales lleva al mate",
            "Draw by dead position: no series of legal moves can lead to mate",
        ),
        (Reason::FivefoldRepetition, _) => s(
            es,
            "Tablas: la misma posición por quinta vez",
            "Draw: the same position for the fifth time",
        ),
        (Reason::SeventyFiveMoves, _) => s(
            es,
            "Tablas: 75 jugadas sin captura ni movimiento de peón",
            "Draw: 75 moves without a capture or pawn move",
        ),
        (Reason::ThreefoldRepetition, _) => s(
            es,
            "Tablas por triple repetición de la posición",
            "Draw by threefold repetition",
        ),
        (Reason::FiftyMoves, _) => s(
            es,
            "Tablas por la regla de las 50 jugadas",
            "Draw by the fifty-move rule",
        ),
        (Reason::Agreement, _) => s(es, "Tablas por acuerdo", "Draw by agreement"),
        (Reason::TimeoutInsufficientMaterial, _) => s(
            es,
            "Cae una bandera, pero el rival no puede dar mate con ninguna serie de jugadas legales: tablas",
            "A flag fell, but the opponent cannot mate by any series of legal moves: draw",
        ),
        (_, _) => s(es, "Partida terminada", "Game over"),
    };
    format!("{text} (Art. {}).", o.reason.article())
}

fn s(es: bool, a: &str, b: &str) -> String {
    if es { a } else { b }.to_string()
}

/// The browser's preferred language: Spanish for any `es-*`, English otherwise.
pub fn from_tag(tag: &str) -> Lang {
    if tag.to_ascii_lowercase().starts_with("es") {
        Lang::Es
    } else {
        Lang::En
    }
}

/// `"es"` or `"en"`.
pub fn code(lang: Lang) -> &'static str {
    match lang {
        Lang::Es => "es",
        Lang::En => "en",
    }
}
