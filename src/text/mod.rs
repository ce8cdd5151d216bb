//! Every text a player sees, in Spanish (the app's first language) and English, under typed keys.
//!
//! Pure Rust, no web dependency: it compiles and is tested natively. Fixed texts are keys of an enum
//! ([`Msg`], [`Later`], [`Rec`]) whose texts sit in one static table per enum of `[spanish, english]` pairs,
//! indexed by the key and the language: no code per text, no formatting machinery. A table goes whole into
//! the wasm module of the first code that reads it, so the first module's texts ([`Msg`]) are apart from
//! those of the views that come later ([`Later`]). Texts with arguments are functions
//! here taking [`Lang`] ([`words`]), and so are the explanations of illegal moves and positions
//! ([`explain`]) and the rules guide ([`lessons`]).
//!
//! Spanish addresses the player as *usted* and uses the terms of the FIDE Laws in Spanish.

pub mod club;
pub mod editor;
pub mod errors;
pub mod explain;
pub mod imports;
pub mod lessons;
mod numbers;
pub mod pgn;
pub mod refusal;
pub mod review;
pub mod setup;
pub mod tournament;
mod words;

pub use crate::rules::san::Lang;
pub use errors::restore_failed;
pub use numbers::*;
pub use words::*;

/// `0` for Spanish, `1` for English: the column of a `[spanish, english]` pair.
const fn column(lang: Lang) -> usize {
    match lang {
        Lang::Es => 0,
        Lang::En => 1,
    }
}

/// The half of a `[spanish, english]` pair in `lang`.
pub const fn pick(pair: &[&'static str; 2], lang: Lang) -> &'static str {
    pair[column(lang)]
}

impl Lang {
    /// The browser's preferred language from its tag: Spanish for any `es-*`, English otherwise.
    pub fn from_tag(tag: &str) -> Lang {
        let b = tag.as_bytes();
        if b.len() >= 2 && b[..2].eq_ignore_ascii_case(b"es") {
            Lang::Es
        } else {
            Lang::En
        }
    }

    /// `"es"` or `"en"`, for `<html lang>` and storage.
    pub const fn code(self) -> &'static str {
        match self {
            Lang::Es => "es",
            Lang::En => "en",
        }
    }
}

/// `template` with each `{}` replaced by the next of `args`, in order (a missing one is left empty).
/// For the few texts whose arguments stand in the middle of a sentence.
pub fn fill(template: &str, args: &[&str]) -> String {
    let mut out = String::with_capacity(template.len() + 32);
    let mut args = args.iter();
    let mut rest = template;
    // A brace at a time, not `split("{}")`: a search for one character, which the first wasm module has anyway,
    // where a search for a string brought its own searcher (about 2 KB).
    while let Some(i) = rest.find('{') {
        let (head, tail) = rest.split_at(i);
        out.push_str(head);
        match tail.strip_prefix("{}") {
            Some(after) => {
                out.push_str(args.next().copied().unwrap_or_default());
                rest = after;
            }
            None => {
                out.push('{');
                rest = &tail[1..];
            }
        }
    }
    out.push_str(rest);
    out
}

/// Declares a key enum with its table: `Key => ["spanish", "english"],`. The English text is the key's
/// documentation.
macro_rules! catalogue {
    ($(#[$meta:meta])* $name:ident { $($key:ident => [$es:literal, $en:literal],)* }) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum $name {
            $(#[doc = $en] $key,)*
        }

        impl $name {
            /// Every key, in declaration order.
            pub const ALL: &'static [$name] = &[$($name::$key),*];

            /// The text of this key in `lang`.
            pub const fn text(self, lang: Lang) -> &'static str {
                const TABLE: &[[&str; 2]] = &[$([$es, $en]),*];
                pick(&TABLE[self as usize], lang)
            }
        }
    };
}

catalogue! {
    /// A text of the first module: the board, the status line, a refusal's short form, the menu's button and its
    /// groups, the start grid (issue 42), the announcements, and the notices of what the first module itself checks
    /// (a part missing, a tab behind). The views that come later have [`Later`]: a key the first module uses must be here, or it brings
    /// that whole table into the first module (issue 32).
    Msg {
        New => ["Nueva partida", "New game"],
        Settings => ["Ajustes", "Settings"],
        Flip => ["Girar el tablero", "Flip board"],
        Reviewing => ["Repasando la jugada", "Reviewing move"],
        Check => ["Jaque", "Check"],
        ClaimWithMove => [
            "Haga la jugada que repite la posición o completa las 50 jugadas: las tablas se reclaman con ella (Art. 9.2a, 9.3a).",
            "Make the move that repeats the position or completes fifty moves: the draw is claimed with it (Art. 9.2a, 9.3a)."
        ],
        ClaimNotValid => [
            "No hay tablas que reclamar en esta posición (Art. 9.2, 9.3).",
            "There is no draw to claim in this position (Art. 9.2, 9.3)."
        ],
        RulesFide => ["FIDE (las tablas se reclaman)", "FIDE (draws are claimed)"],
        RulesCasual => ["Amistosa (tablas automáticas)", "Casual (automatic draws)"],
        Tabletop => ["Modo mesa", "Tabletop mode"],
        Language => ["Idioma", "Language"],
        Promote => ["Coronar", "Promote to"],
        Board => ["Tablero", "Board"],
        GameOver => [
            "La partida ha terminado: ya no se puede hacer ninguna jugada (Art. 5).",
            "The game is over: no more moves can be made (Art. 5)."
        ],
        ClaimLapsed => [
            "Esa jugada no produce tablas reclamables; la reclamación no procede (Art. 9.2, 9.3).",
            "That move does not produce a claimable draw; the claim lapses (Art. 9.2, 9.3)."
        ],
        ClockPaused => [
            "Los relojes están parados; reanude para seguir (Art. 6.13).",
            "The clocks are stopped; resume to go on (Art. 6.13)."
        ],
        ShowTimes => ["Tiempo por jugada", "Time per move"],
        BoardKeys => [
            "Flechas: mover el cursor. Intro o Espacio: levantar la pieza o soltarla. Escape: cancelar.",
            "Arrows: move the cursor. Enter or Space: pick up or drop a piece. Escape: cancel."
        ],
        CaptureHint => ["captura posible", "capture possible"],
        TargetHint => ["destino posible", "possible target"],
        IllegalHere => ["Esa jugada no es legal aquí (Art. 3).", "That move is not legal here (Art. 3)."],
        OfferNotAllowed => [
            "Las tablas se ofrecen después de hacer su propia jugada, y no mientras haya otra oferta pendiente (Art. 9.1b).",
            "A draw is offered after making one's own move, and not while another offer is pending (Art. 9.1b)."
        ],
        NoOffer => ["No hay ninguna oferta de tablas que responder.", "There is no draw offer to answer."],
        ClaimPending => [
            "La reclamación ya está anunciada y no puede retirarse (Art. 9.5).",
            "The claim has been announced and cannot be withdrawn (Art. 9.5)."
        ],
        NothingToTakeBack => ["No hay ninguna jugada que deshacer.", "There is no move to take back."],
        TakebackNotAllowed => [
            "Las Leyes no prevén deshacer jugadas: solo se puede en una partida amistosa.",
            "The Laws have no takeback: it is possible only in a casual game."
        ],
        GameHasNoClock => ["Esta partida no tiene reloj.", "This game has no clock."],
        AlreadyStarted => ["El reloj ya está en marcha.", "The clock has already started."],
        NotRunning => ["El reloj no está en marcha.", "The clock is not running."],
        NotPaused => ["El reloj no está parado.", "The clock is not stopped."],
        NothingToUndo => ["No hay tiempo añadido que deshacer.", "There is no added time to undo."],
        BadAmount => [
            "El tiempo se añade en segundos enteros, de un segundo a una hora.",
            "Time is added in whole seconds, from one second to an hour."
        ],
        NotOver => [
            "La revancha se ofrece cuando la partida ha terminado.",
            "A rematch is offered once the game is over."
        ],
        QuestionOpen => [
            "Hay una pregunta pendiente: respóndala primero.",
            "A question is open: answer it first."
        ],
        NoQuestion => ["No hay ninguna pregunta pendiente.", "No question is open."],
        ClockOnlyMode => [
            "En el modo solo reloj la partida transcurre en un tablero real: aquí solo se pulsa el reloj.",
            "In clock-only mode the game is played on a real board: here you only press the clock."
        ],
        NotClockOnly => [
            "El reloj se pulsa a mano solo en el modo solo reloj.",
            "The clock is pressed by hand only in clock-only mode."
        ],
        Menu => ["Menú", "Menu"],
        MenuGame => ["Partida", "Game"],
        MenuClock => ["Reloj", "Clock"],
        MenuRecords => ["Registros", "Records"],
        MenuView => ["Pantalla", "Screen"],
        RulesTournament => [
            "Torneo (práctica: las jugadas ilegales valen hasta que se reclaman)",
            "Tournament (practice: illegal moves stand until claimed)"
        ],
        TurnPieces => ["Piezas negras hacia las negras", "Black's pieces face Black"],
        ThemeAuto => ["Tema: según el sistema", "Theme: system"],
        ThemeDark => ["Tema: oscuro", "Theme: dark"],
        ThemeLight => ["Tema: claro", "Theme: light"],
        ClockOnly => ["Solo reloj", "Clock only"],
        MoveTakenBack => ["Jugada deshecha.", "Move taken back."],
        NewGameStarted => ["Nueva partida.", "New game."],
        PartMissing => [
            "Esta parte de la aplicación no se pudo descargar: recargue la página cuando tenga conexión.",
            "This part of the app could not be downloaded: reload the page when you are online."
        ],
        // The start grid (issue 22), drawn with the board (issue 42).
        ChooseClock => ["Elija el ritmo de juego", "Choose a time control"],
        MoreOptions => ["Más opciones…", "More options…"],
        ChooseLater => [
            "O mueva una pieza para jugar sin cambiar el reloj.",
            "Or move a piece to play with the clock as it is."
        ],
        TabBehind => [
            "Esta pestaña no estaba al día: la partida siguió en otra pestaña. Ya está al día; repita su acción si aún procede.",
            "This tab was behind: the game went on in another tab. It has caught up; repeat your action if it still applies."
        ],
    }
}

catalogue! {
    /// A text of the views that come with the table's part (issue 32): the players' commands, the question and
    /// banner, the scoresheet and move box, the dialogs, the guide, the teaching and drawing
    /// switches, the notices about saving. A table of its own, so that the first module, which draws none of
    /// them, does not carry their words in both languages; a view of the first module uses [`Msg`].
    Later {
        Takeback => ["Deshacer", "Take back"],
        OfferDraw => ["Ofrecer tablas", "Offer draw"],
        AcceptDraw => ["Aceptar tablas", "Accept draw"],
        DeclineDraw => ["Rechazar", "Decline"],
        ClaimDraw => ["Reclamar tablas", "Claim draw"],
        Resign => ["Abandonar", "Resign"],
        Pause => ["Pausa", "Pause"],
        Resume => ["Reanudar", "Resume"],
        Start => ["Poner en marcha", "Start clock"],
        ExportPgn => ["Exportar PGN", "Export PGN"],
        Import => ["Importar", "Import"],
        BackToGame => ["Volver a la partida", "Back to the game"],
        RuleSet => ["Reglamento", "Rule set"],
        WhiteName => ["Blancas", "White"],
        BlackName => ["Negras", "Black"],
        TimeControl => ["Ritmo de juego", "Time control"],
        Cancel => ["Cancelar", "Cancel"],
        StartGame => ["Empezar", "Start"],
        Moves => ["Planilla", "Scoresheet"],
        First => ["Inicio", "Start"],
        Previous => ["Anterior", "Previous"],
        Next => ["Siguiente", "Next"],
        Last => ["Final", "End"],
        AddTime => ["+2 min", "+2 min"],
        UndoAddTime => ["Quitar los 2 min", "Undo +2 min"],
        Custom => ["Personalizado", "Custom"],
        MoveField => ["Jugada", "Move"],
        MoveExample => ["Cf3, exd5, 0-0…", "Nf3, exd5, O-O…"],
        Play => ["Jugar", "Play"],
        MoveHelp => [
            "Notación algebraica en español o en inglés (Apéndice C).",
            "Algebraic notation in English or Spanish (Appendix C)."
        ],
        NullMove => [
            "No se puede pasar: cada jugador hace una jugada en su turno (Art. 1.1).",
            "Passing is not a move: each player makes a move in turn (Art. 1.1)."
        ],
        Learning => ["Aprendizaje", "Learning"],
        TouchMove => ["Pieza tocada", "Touch-move"],
        Pins => ["Clavadas", "Pins"],
        Castling => ["Enroque", "Castling"],
        Guide => ["Guía de reglas", "Rules guide"],
        GuideTitle => ["Guía de reglas", "Rules guide"],
        Close => ["Cerrar", "Close"],
        Topics => ["Temas", "Topics"],
        PracticeBoard => ["Tablero de práctica", "Practice board"],
        MiniCheckmate => ["Jaque mate (Art. 5.1a).", "Checkmate (Art. 5.1a)."],
        MiniStalemate => ["Rey ahogado: tablas (Art. 5.2a).", "Stalemate: a draw (Art. 5.2a)."],
        MiniCheck => ["Jaque (Art. 3.9).", "Check (Art. 3.9)."],
        StartAgain => ["Volver a empezar", "Start again"],
        AskResign => ["¿Abandonar la partida? (Art. 5.1b)", "Resign the game? (Art. 5.1b)"],
        AskDiscard => [
            "¿Empezar otra partida? La partida en curso se conservará en Partidas guardadas.",
            "Start another game? The game in progress will be kept in the archive."
        ],
        AskDiscardNotes => [
            "¿Reemplazar esta partida? Los comentarios, símbolos y variantes que ha añadido se perderán: expórtela antes si quiere conservarlos.",
            "Replace this game? The comments, symbols and variations you added will be lost: export it first to keep them."
        ],
        AskTakeback => [
            "Su rival pide deshacer la última jugada. ¿Está de acuerdo?",
            "Your opponent asks to take back the last move. Do you agree?"
        ],
        Confirm => ["Sí", "Yes"],
        No => ["No", "No"],
        Rematch => ["Revancha", "Rematch"],
        // The face (issue 22): the menu's sections, the banner.
        Delay => ["demora", "delay"],
        Draw => ["Dibujar flechas", "Draw arrows"],
        DrawHelp => ["Flechas y círculos sobre el tablero", "Arrows and circles on the board"],
        DrawModeOn => [
            "Modo dibujo: sus toques dibujan flechas y círculos; las piezas no se mueven.",
            "Draw mode: your taps draw arrows and circles; pieces do not move."
        ],
        DrawModeOff => ["Volver a jugar", "Back to play"],
        UndoPress => ["Deshacer la pulsación", "Undo the press"],
        // One game across tabs, saving, updates and a stopped device (issue 13).
        TabCollision => [
            "Otra pestaña actuó en el mismo momento: se conserva la partida de esa pestaña.",
            "Another tab acted at the same moment: that tab's game is kept."
        ],
        SaveRefused => [
            "El navegador no permite guardar: los últimos cambios de la partida no están guardados. Exporte la partida para no perderla.",
            "The browser refuses to save: the latest changes to the game are not saved. Export the game so as not to lose it."
        ],
        SaveHeld => [
            "La partida guardada no se pudo leer ni apartar: esta partida no se guarda. Expórtela para no perderla.",
            "The saved game could not be read or set aside: this game is not being saved. Export it so as not to lose it."
        ],
        SaveUnread => [
            "La partida guardada no se pudo cargar porque una parte de la aplicación no se descargó: se conserva tal cual y esta partida no se guarda. Recargue la página con conexión para recuperarla.",
            "The saved game could not be loaded because part of the app did not download: it is kept as it was, and this game is not being saved. Reload the page online to get it back."
        ],
        NewerVersion => [
            "Una versión más reciente de Escaque guardó esta partida: esta versión no la modifica ni guarda nada. Recargue la página para seguirla con la versión nueva.",
            "A newer version of Escaque saved this game: this version neither changes it nor saves anything. Reload the page to go on with it in the new version."
        ],
        UpdateReady => [
            "Hay una versión nueva de Escaque. Se aplica al recargar la página; la partida se conserva.",
            "A new version of Escaque is ready. It applies when the page is reloaded; the game is kept."
        ],
        Reload => ["Recargar", "Reload"],
        Slept => [
            "El dispositivo estuvo detenido (en suspensión, o con la hora cambiada): el reloj se paró en ese momento y ese tiempo no se ha descontado a nadie. Reanude cuando quiera seguir.",
            "The device was stopped (asleep, or its time changed): the clock stopped at that moment and that time was taken from no one. Resume when you wish to go on."
        ],
        TypedOffGame => [
            "El tablero muestra el editor o la demostración, no la partida: ciérrelos para escribir una jugada de la partida.",
            "The board shows the editor or the demonstration, not the game: close them to type a move of the game."
        ],
    }
}

catalogue! {
    /// A text of the records: export, import, archive, scoresheet, sound.
    Rec {
        Records => ["Partidas", "Games"],
        Archive => ["Partidas guardadas", "Archive"],
        Print => ["Imprimir planilla", "Print scoresheet"],
        Sound => ["Sonido", "Sound"],
        ExportTitle => ["Exportar la partida", "Export the game"],
        Download => ["Descargar .pgn", "Download .pgn"],
        CopyPgn => ["Copiar PGN", "Copy PGN"],
        CopyFen => ["Copiar FEN", "Copy FEN"],
        CopyLink => ["Copiar enlace", "Copy link"],
        Copied => ["Copiado.", "Copied."],
        CopyFailed => [
            "El navegador no permite copiar: el texto ha quedado seleccionado; cópielo con Ctrl+C.",
            "The browser does not allow copying: the text is selected; copy it with Ctrl+C."
        ],
        Fen => ["FEN de la posición mostrada", "FEN of the position shown"],
        Link => ["Enlace que abre esta posición", "Link that opens this position"],
        ImportTitle => ["Importar PGN o FEN", "Import PGN or FEN"],
        PastePgn => ["Pegue aquí una o varias partidas en PGN", "Paste one or more games in PGN here"],
        PgnFile => ["Abrir un archivo .pgn…", "Open a .pgn file…"],
        ReadPgn => ["Leer PGN", "Read PGN"],
        GamesFound => ["Partidas leídas", "Games read"],
        Review => ["Repasar", "Review"],
        Continue => ["Seguir jugando desde el final", "Continue playing from its end"],
        CannotContinue => [
            "La partida ya terminó en el tablero: solo se puede repasar.",
            "The game is already over on the board: it can only be reviewed."
        ],
        FenLabel => ["Posición en FEN", "Position in FEN"],
        StartFromFen => ["Empezar desde esta posición", "Start from this position"],
        Close => ["Cerrar", "Close"],
        ArchiveTitle => ["Partidas archivadas", "Archived games"],
        ArchiveEmpty => [
            "Aún no hay partidas archivadas: cada partida terminada se guarda aquí.",
            "No archived games yet: every finished game is kept here."
        ],
        Open => ["Repasar", "Review"],
        Export => ["Exportar", "Export"],
        Delete => ["Borrar", "Delete"],
        ConfirmDelete => ["¿Borrar esta partida guardada?", "Delete this game from the archive?"],
        Unfinished => ["sin terminar", "unfinished"],
        NoGames => ["El texto no contiene ninguna partida.", "The text holds no game."],
        FileUnreadable => ["No se pudo leer el archivo.", "The file could not be read."],
        StoreRefused => [
            "El navegador no permite guardar el cambio en Partidas guardadas.",
            "The browser refuses to store the change in the archive."
        ],
        ArchiveRefused => [
            "El navegador no permite guardar más: esta partida no se ha conservado en Partidas guardadas. Expórtela y borre partidas guardadas antiguas.",
            "The browser refuses to store more: this game was not archived. Export it, and delete old games from the archive."
        ],
        Tags => ["Etiquetas", "Tags"],
        Comments => ["Comentarios", "Comments"],
        Scoresheet => ["Planilla de anotación", "Scoresheet"],
        Event => ["Torneo", "Event"],
        Date => ["Fecha", "Date"],
        Round => ["Ronda", "Round"],
        Board => ["Tablero", "Board"],
        White => ["Blancas", "White"],
        Black => ["Negras", "Black"],
        Result => ["Resultado", "Result"],
        SignWhite => ["Firma de las blancas", "White's signature"],
        SignBlack => ["Firma de las negras", "Black's signature"],
        Game => ["Partida", "Game"],
        Line => ["línea", "line"],
        Column => ["columna", "column"],
        MoveNumber => ["N.º", "No."],
        // Big imports and the archive read lazily (issue 13).
        StopReading => ["Detener la lectura", "Stop reading"],
        MoreGames => ["Mostrar más partidas", "Show more games"],
        ReadingProgress => ["Progreso de la lectura", "Reading progress"],
        ExportArchive => ["Exportar las partidas guardadas", "Export the archive"],
        ArchiveNearFull => [
            "Queda poco sitio para Partidas guardadas: el navegador pronto no podrá guardar más. Exporte las partidas guardadas y borre las antiguas; no se borra ninguna sin preguntarle.",
            "The archive of games is nearly full: the browser will soon refuse to store more. Export the archive and delete old games; none is deleted without asking you."
        ],
        ArchiveMissing => [
            "Esta partida falta en el almacenamiento del navegador: solo queda su línea en el índice.",
            "This game is missing from the browser's storage: only its line in the index is left."
        ],
        ArchiveAltered => [
            "Esta partida se modificó fuera de la aplicación: su texto no coincide con el guardado.",
            "This game was changed outside the app: its text does not match what was stored."
        ],
        ArchiveUnreadable => [
            "El índice de Partidas guardadas tiene líneas ilegibles; las partidas se conservan y pueden exportarse.",
            "The archive's index has unreadable lines; the games are kept and can be exported."
        ],
        DeleteYes => ["Sí, borrar", "Yes, delete"],
        Keep => ["No, conservar", "No, keep it"],
    }
}
