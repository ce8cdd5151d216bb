//! Teaching texts in Spanish and English, as data: the explanation of the rule that ended a game, and the
//! sections of the in-app rules guide, each with a small position to try it on.
//!
//! Written in our own words from two plain-language rule texts in Spanish (the Spanish Wikipedia article
//! "Reglamento del ajedrez" and the official rules of the Tucumán student games, Argentina) and checked
//! against the FIDE Laws of Chess in force from 1 July 2009, whose numbering the citations follow; fivefold
//! repetition and the 75-move rule, which those Laws lack, cite the numbers of the 2018 Laws (9.6.1, 9.6.2) and
//! say when they came in (1 July 2014, as 9.6a and 9.6b), since 9.6 of 2009 is the dead position. Every paragraph ends with the article it rests on.

use super::{pick, Lang};
use crate::rules::outcome::Reason;

/// A text in both languages: `[spanish, english]`.
pub type Both = [&'static str; 2];

/// Which text of the Laws the citations follow, for the guide (issue 44): in both languages the
/// numbering of the Spanish translation of the 2009 Laws the app implements; the English sentence says
/// where the published English text of those Laws numbers otherwise.
pub const LAWS_TEXT: Both = [
    "Los artículos citados siguen las Leyes del Ajedrez de la FIDE vigentes desde el 1 de julio de 2009, \
     en su traducción española (comité de árbitros de la FEDA), que es el texto que aplica esta página.",
    "The articles cited follow the Spanish translation of the FIDE Laws of Chess in force from 1 July \
     2009 (by the FEDA arbiters' committee), the text this page implements, and its numbering. The \
     published English text of those Laws numbers part of Article 6 otherwise (its 6.9, 6.10b, 6.12 and \
     6.13 are 6.10, 6.11b, 6.13 and 6.14 here) and gives the adjournment rules as guidelines without \
     letters, which this page cites as Appendix F1 to F9 (Appendix F of the English text is Chess960).",
];

/// Why the game ended, as a short paragraph for the player, citing the article.
///
/// ```
/// use escaque::rules::{Lang, Reason};
/// use escaque::text::lessons::end_explanation;
/// assert!(end_explanation(Reason::Stalemate, Lang::Es).contains("(Art. 5.2a)"));
/// ```
pub fn end_explanation(reason: Reason, lang: Lang) -> &'static str {
    pick(&END[reason_index(reason)], lang)
}

fn reason_index(reason: Reason) -> usize {
    Reason::ALL
        .iter()
        .position(|r| *r == reason)
        .unwrap_or_default()
}

/// One paragraph per [`Reason`], in the order of [`Reason::ALL`].
const END: [Both; 15] = [
    [
        "Jaque mate: el rey está atacado y ninguna jugada legal lo saca del jaque: no se puede capturar la \
         pieza que da jaque, ni interponer otra, ni mover el rey a una casilla segura. Gana quien da el mate \
         y la partida termina en ese instante (Art. 5.1a).",
        "Checkmate: the king is attacked and no legal move gets it out of check: the checking piece cannot \
         be captured, nothing can be put in between and the king has no safe square. The player who mates \
         wins, and the game ends at once (Art. 5.1a).",
    ],
    [
        "Rey ahogado: el bando que tiene el turno no está en jaque, pero no tiene ninguna jugada legal. \
         No es una derrota: la partida es tablas y termina en el acto (Art. 5.2a).",
        "Stalemate: the side to move is not in check but has no legal move. That is not a loss: the game \
         is drawn and ends at once (Art. 5.2a).",
    ],
    [
        "Posición muerta por falta de material: con lo que queda (rey contra rey, rey y alfil o rey y \
         caballo contra rey, o alfiles que van todos por casillas del mismo color) nadie puede dar mate \
         con ninguna serie de jugadas legales. Es tablas al instante (Art. 5.2b y 9.6 de las Leyes de 2009).",
        "Dead position, not enough material: with what is left (king against king, king and bishop or king \
         and knight against king, or bishops all on squares of one colour) nobody can mate by any series of \
         legal moves. The game is drawn at once (Art. 5.2b and 9.6 of the 2009 Laws).",
    ],
    [
        "Posición muerta: las piezas están bloqueadas de tal forma que ninguna serie de jugadas legales, ni \
         jugando de la forma más torpe, puede llevar a un mate. Es tablas al instante (Art. 5.2b y 9.6 de \
         las Leyes de 2009).",
        "Dead position: the pieces are locked so that no series of legal moves, even the clumsiest, can \
         lead to mate. The game is drawn at once (Art. 5.2b and 9.6 of the 2009 Laws).",
    ],
    [
        "Quíntuple repetición: la misma posición (mismo turno, mismas piezas en las mismas casillas, mismos \
         derechos de enroque y de captura al paso) se ha dado cinco veces. Es tablas sin que nadie tenga que \
         reclamarlo (Art. 9.6.1 de las Leyes de 2018; regla en vigor desde el 1 de julio de 2014).",
        "Fivefold repetition: the same position (same player to move, same pieces on the same squares, same \
         castling and en passant rights) has appeared five times. The game is drawn without any claim \
         (Art. 9.6.1 of the 2018 Laws; a rule since 1 July 2014).",
    ],
    [
        "Regla de las 75 jugadas: cada bando ha hecho 75 jugadas seguidas sin mover un peón y sin capturar \
         nada. Es tablas sin que nadie tenga que reclamarlo (Art. 9.6.2 de las Leyes de 2018; regla en vigor desde el \
         1 de julio de 2014).",
        "Seventy-five-move rule: each side has made 75 moves in a row with no pawn move and no capture. The \
         game is drawn without any claim (Art. 9.6.2 of the 2018 Laws; a rule since 1 July 2014).",
    ],
    [
        "Triple repetición: la misma posición (mismo turno, mismas piezas en las mismas casillas, mismos \
         derechos de enroque y de captura al paso) se ha dado tres veces, no necesariamente seguidas. Con \
         reglas FIDE la reclamó el jugador que tenía el turno; en partida amistosa se aplicó automáticamente \
         (Art. 9.2).",
        "Threefold repetition: the same position (same player to move, same pieces on the same squares, same \
         castling and en passant rights) has appeared three times, not necessarily in a row. Under FIDE \
         rules the player to move claimed it; in a casual game it applied automatically (Art. 9.2).",
    ],
    [
        "Regla de las 50 jugadas: cada bando ha hecho 50 jugadas seguidas sin mover un peón y sin capturar \
         nada. Con reglas FIDE las reclamó el jugador que tenía el turno; en partida amistosa se aplicó \
         automáticamente (Art. 9.3).",
        "Fifty-move rule: each side has made 50 moves in a row with no pawn move and no capture. Under FIDE \
         rules the player to move claimed it; in a casual game it applied automatically (Art. 9.3).",
    ],
    [
        "Tablas por acuerdo: un jugador ofreció tablas después de hacer su jugada y el rival las aceptó. La \
         partida termina en ese momento (Art. 5.2c, 9.1).",
        "Draw by agreement: one player offered a draw after making a move and the opponent accepted. The \
         game ends there (Art. 5.2c, 9.1).",
    ],
    [
        "Abandono: un jugador declaró que abandona, y gana su rival. La partida termina en ese momento \
         (Art. 5.1b).",
        "Resignation: a player declared that they resign, and the opponent wins. The game ends there \
         (Art. 5.1b).",
    ],
    [
        "Caída de bandera: el jugador no completó sus jugadas en el tiempo asignado y pierde, porque su rival \
         todavía podría darle mate con alguna serie de jugadas legales. Si la jugada anterior ya había dado \
         mate o ahogado, esa jugada habría decidido la partida (Art. 6.10).",
        "Flag fall: the player did not complete the moves in the allotted time and loses, because the \
         opponent could still mate by some series of legal moves. Had the last move already given mate or \
         stalemate, that move would have decided the game (Art. 6.10).",
    ],
    [
        "Cayó la bandera, pero el rival no puede dar mate con ninguna serie de jugadas legales, ni jugando de \
         la forma más torpe (por ejemplo, le queda solo el rey). Por eso la partida es tablas y no una \
         derrota (Art. 6.10).",
        "A flag fell, but the opponent cannot mate by any series of legal moves, even the clumsiest (for \
         example, only their king is left). So the game is a draw, not a loss (Art. 6.10).",
    ],
    [
        "Jugada ilegal reclamada. Se vuelve a la posición anterior a la jugada ilegal, el rival recibe dos \
         minutos y la tercera jugada ilegal reclamada de un mismo jugador pierde (Art. 7.4). Así es en una \
         partida estándar, y en una rápida o relámpago con supervisión adecuada; si la supervisión es \
         inadecuada, en una partida rápida se reclama antes de hacer la propia jugada, y en una relámpago la \
         reclamación gana en el acto (Apéndices A4c y B3c). Si quien gana no puede dar mate con ninguna \
         serie de jugadas legales, la partida es tablas (Art. 7.4b; Apéndice B3c).",
        "An illegal move was claimed. The position before the illegal move is restored, the opponent \
         receives two minutes and the same player's third claimed illegal move loses (Art. 7.4). So it is \
         in a standard game, and in a rapid or blitz game with adequate supervision; where supervision is \
         inadequate, in a rapid game the claim comes before the claimant's own move, and in a blitz game \
         the claim wins at once (Appendices A4c and B3c). If the winner cannot mate by any series of legal \
         moves, the game is drawn (Art. 7.4b; Appendix B3c).",
    ],
    [
        "La jugada secreta de la partida aplazada era ambigua, ilegible o ilegal, y quien la anotó pierde; \
         si su rival no puede dar mate con ninguna serie de jugadas legales, la partida es tablas (Art. F8, \
         Apéndice F).",
        "The sealed move of the adjourned game was ambiguous, unreadable or illegal, so the player who sealed \
         it loses; if the opponent cannot mate by any series of legal moves, the game is drawn (Art. F8, \
         Appendix F).",
    ],
    [
        "Final a caída de bandera: en la última fase, sin incremento ni demora, a quien le quedan menos de dos \
         minutos puede reclamar tablas antes de que caiga su bandera, porque el rival no puede ganar por \
         procedimientos normales o no hace ningún esfuerzo por ganar así. Con árbitro, este declara tablas, \
         aplaza su decisión o rechaza la reclamación, y al aplazar o rechazar puede dar dos minutos más al \
         rival (Art. 10.2). Sin árbitro presente, la reclamación termina la partida: se anotan la posición \
         final y la planilla y un árbitro decide después (Art. 10.2; Apéndice D).",
        "Quickplay finish: in the last phase, with no increment or delay, a player with less than two minutes \
         may claim a draw before the flag falls, because the opponent cannot win by normal means or is making \
         no effort to win by normal means. With an arbiter, the arbiter declares the draw, postpones the \
         decision or rejects the claim, and on postponing or rejecting may give the opponent two more minutes \
         (Art. 10.2). With no arbiter present, the claim ends the game: the final position and the scoresheet \
         are kept and an arbiter decides later (Art. 10.2; Appendix D).",
    ],
];

/// The words of one section of the rules guide: a title and a few paragraphs (one per line). Its practice
/// board is the lesson of the same id in the model (`crate::table::lessons`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Lesson {
    /// The lesson's id, as in the model (`crate::table::lessons::LESSONS`), and the page's `data-lesson`.
    pub id: &'static str,
    /// The section title.
    pub title: Both,
    /// The paragraphs, separated by `\n`, each ending with its article.
    pub text: Both,
}

/// The words of the guide's sections, in reading order (the model's order, checked by a test).
pub const LESSONS: [Lesson; 14] = [
    Lesson {
        id: "king",
        title: ["El rey", "The king"],
        text: [
            "El rey da un paso a cualquier casilla vecina: adelante, atrás, a los lados o en diagonal. Nunca \
             puede ir a una casilla atacada por una pieza rival, así que los dos reyes no pueden ponerse uno \
             al lado del otro (Art. 3.8.i).\nPruébelo: toque el rey y mire las casillas a las que puede ir.",
            "The king steps to any neighbouring square: forward, back, sideways or diagonally. It may never \
             go to a square an enemy piece attacks, so the two kings can never stand side by side \
             (Art. 3.8.i).\nTry it: touch the king and see where it may go.",
        ],
    },
    Lesson {
        id: "queen",
        title: ["La dama", "The queen"],
        text: [
            "La dama se desplaza en línea recta tantas casillas como quiera: por su fila, por su columna o \
             por sus diagonales. No puede saltar piezas; si la primera pieza del camino es rival, puede \
             capturarla (Art. 3.4, 3.5).",
            "The queen moves in a straight line as far as she likes: along her rank, her file or her \
             diagonals. She cannot jump; if the first piece in her way is an enemy, she may capture it \
             (Art. 3.4, 3.5).",
        ],
    },
    Lesson {
        id: "rook",
        title: ["La torre", "The rook"],
        text: [
            "La torre va en línea recta por su fila o por su columna, tantas casillas libres como quiera, \
             hasta el borde o hasta la primera pieza que encuentre (si es rival, la puede capturar) \
             (Art. 3.3, 3.5).",
            "The rook moves straight along its rank or file, as many empty squares as it likes, up to the \
             edge or the first piece in its way (an enemy one it may capture) (Art. 3.3, 3.5).",
        ],
    },
    Lesson {
        id: "bishop",
        title: ["El alfil", "The bishop"],
        text: [
            "El alfil va solo en diagonal, tantas casillas libres como quiera. Por eso un alfil que empieza en \
             casilla clara nunca pisará una oscura (Art. 3.2, 3.5).",
            "The bishop moves only diagonally, as many empty squares as it likes. So a bishop that starts on \
             a light square never reaches a dark one (Art. 3.2, 3.5).",
        ],
    },
    Lesson {
        id: "knight",
        title: ["El caballo", "The knight"],
        text: [
            "El caballo salta en forma de «L»: dos casillas en una dirección y una hacia un lado. Es la única \
             pieza que puede pasar por encima de otras, propias o rivales, y siempre cae en una casilla del \
             color contrario (Art. 3.6).\nPruébelo: aunque está rodeado, el caballo sale igual.",
            "The knight jumps in an L: two squares one way and one to the side. It is the only piece that \
             passes over others, its own or the enemy's, and it always lands on a square of the other colour \
             (Art. 3.6).\nTry it: even surrounded, the knight gets out.",
        ],
    },
    Lesson {
        id: "pawn",
        title: ["El peón", "The pawn"],
        text: [
            "El peón solo avanza: una casilla libre hacia adelante, o dos si todavía está en su casilla de \
             salida y ambas están libres (Art. 3.7a, 3.7b).\nNo captura como avanza: captura una casilla en \
             diagonal hacia adelante (Art. 3.7c).",
            "The pawn only goes forward: one empty square ahead, or two if it is still on its starting \
             square and both are empty (Art. 3.7a, 3.7b).\nIt does not capture the way it moves: it \
             captures one square diagonally forward (Art. 3.7c).",
        ],
    },
    Lesson {
        id: "castling",
        title: ["El enroque", "Castling"],
        text: [
            "El enroque mueve a la vez el rey y una torre: el rey va dos casillas hacia la torre y la torre \
             salta sobre él y se coloca a su lado. Primero se toca el rey (Art. 3.8.ii, 4.4).\nEl derecho se \
             pierde para siempre si el rey ya se ha movido, o por un lado si esa torre ya se ha movido \
             (Art. 3.8.ii.1).\nQueda \
             impedido por ahora si el rey está en jaque, si la casilla que cruza o aquella a la que llega \
             está atacada, o si hay alguna pieza entre el rey y la torre (Art. 3.8.ii.2).\nPruébelo: el alfil de a6 \
             ataca f1, así que el enroque corto está impedido; el largo, no (Art. 3.8.ii.2a).",
            "Castling moves the king and a rook together: the king goes two squares toward the rook and the \
             rook jumps over it to stand beside it. Touch the king first (Art. 3.8.ii, 4.4).\nThe right is \
             lost for good once the king has moved, or on one side once that rook has moved \
             (Art. 3.8.ii.1).\nIt is prevented for now if the king is in check, if the square it crosses or \
             lands on is attacked, or if any piece stands between king and rook (Art. 3.8.ii.2).\nTry it: the bishop on a6 attacks \
             f1, so kingside castling is prevented; queenside is not (Art. 3.8.ii.2a).",
        ],
    },
    Lesson {
        id: "en-passant",
        title: ["La captura al paso", "En passant"],
        text: [
            "Paso a paso: 1) su peón está en su quinta fila; 2) un peón rival de una columna vecina avanza dos \
             casillas desde su casilla inicial y queda a su lado; 3) en la jugada inmediatamente siguiente, y \
             solo en ella, su peón puede capturarlo como si hubiera avanzado una sola casilla, yendo a la \
             casilla que el otro saltó. Si deja pasar esa jugada, ya no podrá capturarlo al paso (Art. 3.7d).\nPruébelo: \
             juegue d7-d5 con las negras y capture al paso con el peón de e5.",
            "Step by step: 1) your pawn stands on your fifth rank; 2) an enemy pawn on a neighbouring file \
             advances two squares from its start and lands beside it; 3) on the very next move, and only \
             then, your pawn may take it as if it had advanced one square, moving to the square it skipped. \
             Let that move go by and the en passant capture is no longer possible (Art. 3.7d).\nTry it: play d7-d5 for Black, then \
             take en passant with the pawn on e5.",
        ],
    },
    Lesson {
        id: "promotion",
        title: ["La coronación", "Promotion"],
        text: [
            "El peón que llega a la última fila corona: en la misma jugada se cambia por una dama, una torre, un \
             alfil o un caballo de su color, a elección del jugador y aunque esa pieza siga en el tablero. La \
             pieza nueva actúa enseguida (Art. 3.7e).",
            "A pawn that reaches the last rank is exchanged, as part of the same move, for a queen, rook, \
             bishop or knight of its colour, as the player chooses, even if that piece is still on the board. \
             The new piece acts at once (Art. 3.7e).",
        ],
    },
    Lesson {
        id: "check",
        title: ["Jaque y mate", "Check and mate"],
        text: [
            "Un rey atacado está en jaque, y hay que salir de él en la misma jugada de una de tres formas: \
             capturar la pieza que da jaque, interponer una pieza entre ella y el rey (no sirve contra un \
             caballo ni contra un jaque doble), o mover el rey a una casilla no atacada (Art. 3.9).\nSi no \
             existe ninguna de las tres, es jaque mate y la partida termina (Art. 5.1a).\nPruébelo: dé mate \
             con la torre en una jugada.",
            "An attacked king is in check, and the check must be answered at once in one of three ways: \
             capture the checking piece, put a piece between it and the king (useless against a knight or a \
             double check), or move the king to a square that is not attacked (Art. 3.9).\nIf none of the \
             three exists, it is checkmate and the game is over (Art. 5.1a).\nTry it: mate with the rook in \
             one move.",
        ],
    },
    Lesson {
        id: "draws",
        title: ["Las tablas", "Draws"],
        text: [
            "Rey ahogado: quien tiene el turno no está en jaque y no tiene ninguna jugada legal (Art. \
             5.2a).\nPosición muerta: nadie puede dar mate con ninguna serie de jugadas legales, como rey \
             contra rey (Art. 5.2b y 9.6 de las Leyes de 2009).\nAcuerdo: un jugador ofrece tablas tras su jugada y el otro acepta \
             (Art. 9.1).\nTriple repetición de la misma posición, y 50 jugadas de cada bando sin mover peón \
             ni capturar: se reclaman (Art. 9.2, 9.3).\nSi cae la bandera de un jugador y el rival no puede \
             dar mate de ninguna forma, también es tablas (Art. 6.10).\nPruébelo: juegue Df7 y mire cómo el \
             rey negro queda ahogado.",
            "Stalemate: the player to move is not in check and has no legal move (Art. 5.2a).\nDead \
             position: nobody can mate by any series of legal moves, as in king against king (Art. 5.2b, \
             9.6 of the 2009 Laws).\nAgreement: one player offers a draw after moving and the other accepts (Art. 9.1).\nThe \
             same position three times, and fifty moves by each side with no pawn move and no capture: these \
             are claimed (Art. 9.2, 9.3).\nIf a player's flag falls and the opponent cannot mate in any way, \
             it is also a draw (Art. 6.10).\nTry it: play Qf7 and see the black king stalemated.",
        ],
    },
    // Tournament practice (#15.4): illegal moves at a real board, by time class. Their practice
    // boards play by the pieces' movement and take a claim (`crate::table::lessons`).
    Lesson {
        id: "illegal-standard",
        title: ["Jugada ilegal (Art. 7.4)", "Illegal move (Art. 7.4)"],
        text: [
            "En un torneo nadie impide una jugada ilegal: mover un caballo clavado, dejar el rey en jaque \
             o enrocar a través de una casilla atacada. La jugada queda en el tablero hasta que se \
             reclama (Art. 7.4a).\nSi se comprueba, se repone la posición anterior a la jugada ilegal; si \
             hubo varias, la anterior a la primera. Los relojes conservan el tiempo que marcan \
             (Art. 7.4a, 6.14).\nLa jugada que la sustituye sigue la regla de la pieza tocada: hay que \
             mover la pieza que se movió ilegalmente, si se puede (Art. 4.3, 7.4a).\nPor cada una de las \
             dos primeras jugadas ilegales el rival recibe dos minutos; la tercera del mismo jugador \
             pierde la partida, o son tablas si el rival no puede dar mate (Art. 7.4b).\nEn una partida \
             estándar (60 minutos o más por jugador) se reclama en cualquier momento (Art. 7.4).\n\
             Pruébelo: el caballo negro de c6 está clavado por el alfil de b5. Muévalo, juegue algo con \
             las blancas y reclame después con ellas: en una partida estándar aún están a tiempo.",
            "In a tournament nobody stops an illegal move: a pinned knight moved, a king left in check, \
             castling through an attacked square. The move stays on the board until it is claimed \
             (Art. 7.4a).\nOnce it is found, the position before the illegal move is restored; after \
             several, the one before the first. The clocks keep the time they show (Art. 7.4a, 6.14).\n\
             The move that replaces it follows the touch-move rule: the piece moved illegally must move, \
             if it can (Art. 4.3, 7.4a).\nFor each of the first two illegal moves the opponent receives \
             two minutes; the third of the same player loses the game, or draws when the opponent cannot \
             mate (Art. 7.4b).\nIn a standard game (60 minutes or more each) a claim may come at any \
             time (Art. 7.4).\nTry it: the black knight on c6 is pinned by the bishop on b5. Move it, \
             play a move for White and claim afterwards with White: in a standard game they are still in \
             time.",
        ],
    },
    Lesson {
        id: "illegal-rapid",
        title: [
            "Partidas rápidas: la reclamación (Apéndice A4c)",
            "Rapid games: the claim (Appendix A4c)",
        ],
        text: [
            "Una partida rápida es la de al menos 15 y menos de 60 minutos por jugador, sumando 60 veces el \
             incremento (Apéndice A1). Con supervisión adecuada (por ejemplo, un árbitro para tres partidas \
             como máximo) rigen las Reglas de Competición, y una jugada ilegal se trata como en el Art. 7.4 \
             (Apéndice A3).\nCuando la supervisión es inadecuada, una jugada ilegal se completa al poner en \
             marcha el reloj del rival, y el rival puede reclamarla, pero solo antes de hacer su propia \
             jugada: después la jugada ilegal queda en pie (Apéndice A4c).\nSi la reclamación es válida se \
             procede como en el Art. 7.4: se repone la posición y el reclamante recibe dos minutos \
             (Art. 7.4b).\nEl árbitro solo interviene por sí mismo, si puede, cuando los dos reyes están en \
             jaque o cuando no se ha completado la coronación de un peón (Apéndice A4c).\nEsta práctica, sin \
             árbitro junto al tablero, sigue el Apéndice A4c.\nPruébelo: la torre negra de f8 ataca f1. \
             Enroque corto con las blancas y reclame con las negras antes de mover (Art. 3.8.ii.2a).",
            "A rapid game is one of at least 15 and under 60 minutes each, counting 60 times the increment \
             (Appendix A1). With adequate supervision (for example, one arbiter for at most three games) the \
             Competition Rules apply, and an illegal move is dealt with as in Art. 7.4 (Appendix A3).\nWhere \
             supervision is inadequate, an illegal move is complete once the opponent's clock has been \
             started, and the opponent may claim it, but only before making their own move: after that the \
             illegal move stands (Appendix A4c).\nA valid claim is dealt with as in Art. 7.4: the position \
             is restored and the claimant receives two minutes (Art. 7.4b).\nThe arbiter steps in unasked, \
             if possible, only when both kings are in check or a pawn's promotion was not completed \
             (Appendix A4c).\nThis practice, with no arbiter at the board, follows Appendix A4c.\nTry it: the \
             black rook on f8 attacks f1. Castle kingside with White and claim with Black before moving \
             (Art. 3.8.ii.2a).",
        ],
    },
    Lesson {
        id: "illegal-blitz",
        title: [
            "Partidas relámpago: la reclamación gana (Apéndice B3c)",
            "Blitz games: the claim wins (Appendix B3c)",
        ],
        text: [
            "Una partida relámpago es la de menos de 15 minutos por jugador, sumando 60 veces el incremento \
             (Apéndice B1). Con supervisión adecuada rigen las Reglas de Competición, como en el Art. 7.4 \
             (Apéndice B2).\nCuando la supervisión es inadecuada, una jugada ilegal se completa al poner en \
             marcha el reloj del rival, y antes de hacer su propia jugada el rival puede reclamar la \
             victoria; si no puede dar mate con ninguna serie de jugadas legales, reclama tablas (Apéndice \
             B3c).\nUna vez que el rival ha jugado, la jugada ilegal ya no se corrige, salvo por acuerdo \
             mutuo sin intervención del árbitro (Apéndice B3c).\nEsta práctica, sin árbitro junto al \
             tablero, sigue el Apéndice B3c.\nPruébelo: la torre negra de d2 domina la segunda fila. Lleve \
             el rey blanco a e2 o f2 y reclame con las negras (Art. 3.8.i).",
            "A blitz game is one of under 15 minutes each, counting 60 times the increment (Appendix B1). \
             With adequate supervision the Competition Rules apply, as in Art. 7.4 (Appendix B2).\nWhere \
             supervision is inadequate, an illegal move is complete once the opponent's clock has been \
             started, and before making their own move the opponent may claim the win; if they cannot mate \
             by any series of legal moves, they claim a draw (Appendix B3c).\nOnce the opponent has moved, \
             the illegal move is no longer corrected, except by mutual agreement without the arbiter \
             (Appendix B3c).\nThis practice, with no arbiter at the board, follows Appendix B3c.\nTry it: the \
             black rook on d2 holds the second rank. Take the white king to e2 or f2 and claim with Black \
             (Art. 3.8.i).",
        ],
    },
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_end_reason_cites_its_article_in_both_languages() {
        for reason in Reason::ALL {
            for lang in [Lang::Es, Lang::En] {
                let text = end_explanation(reason, lang);
                let article = reason.article();
                assert!(
                    text.contains(&format!("Art. {article}"))
                        || text.contains(&format!(" {article}")),
                    "{reason:?} ({lang:?}) does not cite {article}: {text}"
                );
                assert!(text.ends_with(").") || text.ends_with(")."), "{text}");
            }
        }
    }

    #[test]
    fn every_lesson_cites_articles() {
        for lesson in LESSONS {
            for text in lesson.text {
                assert!(text.contains("(Art. "), "{}: {text}", lesson.id);
            }
            assert_ne!(lesson.title[0], lesson.title[1]);
        }
    }
}
