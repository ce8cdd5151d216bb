//! Arrows and circles over the board (`table::drawing`): strokes, toggling, clearing, the rule sets that
//! allow them, and the geometry the view draws.

use escaque::game::RuleSet;
use escaque::rules::san::parse_uci;
use escaque::rules::Position;
use escaque::table::aids::Aids;
use escaque::table::drawing::{
    arrow, centre, Brush, Drawing, Mark, Shape, HEAD_HALF_WIDTH, HEAD_LENGTH, PRIMARY, SECONDARY,
};

mod common;
use common::sq;

/// A whole stroke: press on `from`, pass over `to`, release there.
fn stroke(d: &mut Drawing, from: &str, to: &str, brush: Brush) -> bool {
    assert!(d.press(sq(from), brush));
    d.drag_over(Some(sq(to)));
    d.release(Some(sq(to)))
}

fn keys(d: &Drawing) -> Vec<(String, &'static str)> {
    d.shapes()
        .iter()
        .map(|s| (s.mark.key(), s.brush.name()))
        .collect()
}

#[test]
fn a_stroke_to_another_square_is_an_arrow_and_to_the_same_square_a_circle() {
    let mut d = Drawing::default();
    assert!(d.press(sq("e2"), Brush::Green));
    assert_eq!(
        d.pending(),
        Some(Shape {
            mark: Mark::Circle(sq("e2")),
            brush: Brush::Green
        }),
        "a press alone would make a circle"
    );
    assert!(d.drag_over(Some(sq("e3"))));
    assert!(
        !d.drag_over(Some(sq("e3"))),
        "the same square changes nothing"
    );
    assert!(d.drag_over(Some(sq("e4"))));
    assert_eq!(d.pending().unwrap().mark, Mark::Arrow(sq("e2"), sq("e4")));
    assert!(d.release(Some(sq("e4"))));
    assert_eq!(d.pending(), None);
    assert!(stroke(&mut d, "d5", "d5", Brush::Green));
    // Back to where it started: a circle, never an arrow from a square to itself.
    assert!(stroke(&mut d, "a1", "a1", Brush::Red));
    assert_eq!(
        keys(&d),
        [
            ("e2e4".into(), "green"),
            ("d5".into(), "green"),
            ("a1".into(), "red")
        ]
    );
    assert_eq!(Mark::of(sq("c3"), sq("c3")), Mark::Circle(sq("c3")));
}

#[test]
fn the_same_shape_again_takes_it_away_and_in_another_colour_recolours_it() {
    let mut d = Drawing::default();
    stroke(&mut d, "e2", "e4", Brush::Green);
    stroke(&mut d, "e2", "e4", Brush::Red);
    assert_eq!(
        keys(&d),
        [("e2e4".into(), "red")],
        "no duplicate, recoloured"
    );
    stroke(&mut d, "e2", "e4", Brush::Red);
    assert!(d.shapes().is_empty());
    // The opposite arrow is another shape.
    stroke(&mut d, "e2", "e4", Brush::Green);
    stroke(&mut d, "e4", "e2", Brush::Green);
    assert_eq!(d.shapes().len(), 2);
}

#[test]
fn a_stroke_released_off_the_board_or_cancelled_draws_nothing() {
    let mut d = Drawing::default();
    d.press(sq("e2"), Brush::Green);
    d.drag_over(None);
    assert_eq!(d.pending(), None);
    assert!(!d.release(None));
    assert!(d.shapes().is_empty());
    d.press(sq("e2"), Brush::Green);
    d.cancel();
    assert!(!d.release(Some(sq("e4"))), "no stroke to release");
    assert!(d.shapes().is_empty());
    assert!(!d.drag_over(Some(sq("e5"))), "no stroke to move");
}

#[test]
fn modifier_keys_choose_the_brush() {
    assert_eq!(Brush::from_keys(false, false), Brush::Green);
    assert_eq!(Brush::from_keys(true, false), Brush::Red);
    assert_eq!(Brush::from_keys(false, true), Brush::Blue);
    assert_eq!(Brush::from_keys(true, true), Brush::Yellow);
    assert_eq!(Brush::default(), Brush::Green);
}

#[test]
fn the_second_button_draws_and_in_draw_mode_the_first_one_too() {
    let mut d = Drawing::default();
    assert!(d.claims(SECONDARY));
    assert!(!d.claims(PRIMARY), "the first button moves pieces");
    assert!(!d.claims(1), "the middle button does neither");
    d.set_mode(true);
    assert!(d.mode());
    assert!(d.claims(PRIMARY) && d.claims(SECONDARY));
    d.press(sq("e2"), Brush::Green);
    d.set_mode(false);
    assert_eq!(d.pending(), None, "switching the mode drops the stroke");
    assert!(!d.claims(PRIMARY));
}

#[test]
fn a_plain_press_clears_every_shape() {
    let mut d = Drawing::default();
    assert!(!d.clear(), "nothing to clear");
    stroke(&mut d, "e2", "e4", Brush::Green);
    stroke(&mut d, "d5", "d5", Brush::Blue);
    assert!(d.clear());
    assert!(d.shapes().is_empty());
}

#[test]
fn the_shapes_go_when_the_board_changes_from_any_source() {
    let start = Position::new();
    let mut d = Drawing::default();
    assert!(!d.follow(&start.to_setup_as_played(), true));
    stroke(&mut d, "e2", "e4", Brush::Green);
    // The same board again (a re-render, a setting changed): the shapes stay.
    assert!(!d.follow(&start.to_setup_as_played(), true));
    assert_eq!(d.shapes().len(), 1);
    // A move, whatever played it (the board, the move box, another tab): they go.
    let mut after = start.clone();
    after.play_unchecked(parse_uci(&start, "e2e4").unwrap());
    assert!(d.follow(&after.to_setup_as_played(), true));
    assert!(d.shapes().is_empty());
    // Drawn on the new board, they stay with it; back on the old board (a takeback), they go.
    stroke(&mut d, "d7", "d5", Brush::Red);
    assert!(!d.follow(&after.to_setup_as_played(), true));
    assert!(d.follow(&start.to_setup_as_played(), true));
    assert!(d.shapes().is_empty());
}

#[test]
fn drawing_is_allowed_in_casual_and_fide_play_and_never_at_a_tournament_board() {
    assert!(Aids::of(RuleSet::Casual).drawing);
    assert!(Aids::of(RuleSet::Fide).drawing);
    assert!(!Aids::of(RuleSet::Tournament).drawing);
    let board = Position::new().to_setup_as_played();
    let mut d = Drawing::default();
    d.follow(&board, true);
    d.set_mode(true);
    stroke(&mut d, "e2", "e4", Brush::Green);
    // Tournament practice: the shapes, the mode and every stroke go, and nothing can be drawn.
    assert!(d.follow(&board, Aids::of(RuleSet::Tournament).drawing));
    assert!(!d.allowed());
    assert!(d.shapes().is_empty() && !d.mode());
    assert!(!d.claims(SECONDARY) && !d.claims(PRIMARY));
    assert!(!d.press(sq("e2"), Brush::Green));
    assert!(!d.release(Some(sq("e4"))));
    d.set_mode(true);
    assert!(!d.mode(), "no draw mode where drawing is not allowed");
    assert!(d.shapes().is_empty());
    // Back in casual play, drawing works again.
    assert!(d.follow(&board, true));
    assert!(stroke(&mut d, "e2", "e4", Brush::Green));
}

#[test]
fn shapes_are_named_as_the_page_names_them() {
    assert_eq!(Mark::Arrow(sq("e2"), sq("e4")).key(), "e2e4");
    assert_eq!(Mark::Circle(sq("d5")).key(), "d5");
    let names: Vec<_> = [Brush::Green, Brush::Red, Brush::Blue, Brush::Yellow]
        .iter()
        .map(|b| b.name())
        .collect();
    assert_eq!(names, ["green", "red", "blue", "yellow"]);
}

#[test]
fn arrows_run_between_square_centres_as_seen_and_follow_the_flip() {
    assert_eq!(centre(sq("a8"), false), (50, 50));
    assert_eq!(centre(sq("h1"), false), (750, 750));
    assert_eq!(centre(sq("e2"), false), (450, 650));
    assert_eq!(centre(sq("e2"), true), (350, 150));
    assert_eq!(centre(sq("h1"), true), (50, 50));
    assert_eq!(arrow(sq("e4"), sq("e4"), false), None, "a circle");

    // e2-e4 straight up: the shaft from e2's centre to the head's base, the tip on e4's centre.
    let a = arrow(sq("e2"), sq("e4"), false).unwrap();
    assert_eq!(a.start, (450, 650));
    assert_eq!(a.head[0], (450, 450));
    assert_eq!(a.end, (450, 450 + HEAD_LENGTH));
    let mut base = [a.head[1], a.head[2]];
    base.sort();
    assert_eq!(
        base,
        [
            (450 - HEAD_HALF_WIDTH, 450 + HEAD_LENGTH),
            (450 + HEAD_HALF_WIDTH, 450 + HEAD_LENGTH)
        ]
    );
    // Flipped, the same arrow points down the screen.
    let f = arrow(sq("e2"), sq("e4"), true).unwrap();
    assert_eq!((f.start, f.head[0]), ((350, 150), (350, 350)));
    assert_eq!(f.end, (350, 350 - HEAD_LENGTH));

    // A knight's arrow: the head's base is HEAD_LENGTH back along the line, its corners square to it.
    let n = arrow(sq("g1"), sq("f3"), false).unwrap();
    let (tip, end) = (n.head[0], n.end);
    let d2 = (tip.0 - end.0).pow(2) + (tip.1 - end.1).pow(2);
    assert!(
        (d2 - HEAD_LENGTH * HEAD_LENGTH).abs() <= 2 * HEAD_LENGTH,
        "{d2}"
    );
    for corner in [n.head[1], n.head[2]] {
        let dot = (corner.0 - end.0) * (tip.0 - end.0) + (corner.1 - end.1) * (tip.1 - end.1);
        assert!(
            dot.abs() <= 2 * HEAD_LENGTH,
            "the base is square to the shaft: {dot}"
        );
    }
}
