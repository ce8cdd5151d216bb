//! The page's keyed lists (`table::page::keyed`): what a change of the scoresheet's rows or the review tree's entries
//! keeps, and what it builds again.

use escaque::table::page::keyed::{plan, Plan};

/// The list a plan makes: the old list's kept start, the new list's middle, the old list's kept end.
fn apply(old: &[&'static str], new: &[&'static str]) -> Vec<&'static str> {
    let p = plan(old, new);
    let removed = p.removed(old.len());
    let mut out: Vec<&str> = old[..removed.start].to_vec();
    out.extend_from_slice(&new[p.built(new.len())]);
    out.extend_from_slice(&old[removed.end..]);
    out
}

#[test]
fn a_row_appended_builds_only_that_row() {
    let p = plan(&["1", "2", "3"], &["1", "2", "3", "4"]);
    assert_eq!(p, Plan { head: 3, tail: 0 });
    assert!(p.removed(3).is_empty());
    assert_eq!(p.built(4), 3..4);
}

#[test]
fn a_move_taken_back_removes_only_its_row() {
    let p = plan(&["1", "2", "3", "4"], &["1", "2", "3"]);
    assert_eq!(p.removed(4), 3..4);
    assert!(p.built(3).is_empty());
}

#[test]
fn the_last_row_changed_rebuilds_only_it() {
    // Black's reply fills the last row: that row's key changes, the others stay.
    let p = plan(&["1", "2", "3 e4"], &["1", "2", "3 e4 e5"]);
    assert_eq!(p.removed(3), 2..3);
    assert_eq!(p.built(3), 2..3);
}

#[test]
fn a_change_in_the_middle_keeps_both_ends() {
    let old = ["a", "b", "c", "d", "e"];
    let new = ["a", "b", "x", "y", "d", "e"];
    let p = plan(&old, &new);
    assert_eq!(p, Plan { head: 2, tail: 2 });
    assert_eq!(p.removed(old.len()), 2..3);
    assert_eq!(p.built(new.len()), 2..4);
}

#[test]
fn an_item_put_first_keeps_all_the_rest() {
    let p = plan(&["b", "c"], &["a", "b", "c"]);
    assert_eq!(p, Plan { head: 0, tail: 2 });
    assert_eq!(p.built(3), 0..1);
}

#[test]
fn the_same_list_changes_nothing() {
    let p = plan(&["a", "b"], &["a", "b"]);
    assert!(p.removed(2).is_empty());
    assert!(p.built(2).is_empty());
}

#[test]
fn repeated_items_are_not_kept_twice() {
    // The start and the end may not both claim the one item: the end is looked for after the start.
    let p = plan(&["a", "a"], &["a"]);
    assert_eq!(p, Plan { head: 1, tail: 0 });
    assert_eq!(p.removed(2), 1..2);
    let p = plan(&["a"], &["a", "a", "a"]);
    assert_eq!(p, Plan { head: 1, tail: 0 });
    assert_eq!(p.built(3), 1..3);
}

#[test]
fn empty_lists_build_or_remove_everything() {
    assert_eq!(plan::<u8>(&[], &[]), Plan { head: 0, tail: 0 });
    assert_eq!(plan(&[], &[1, 2]).built(2), 0..2);
    assert_eq!(plan(&[1, 2], &[]).removed(2), 0..2);
}

#[test]
fn every_plan_makes_the_new_list() {
    let lists: [&[&str]; 8] = [
        &[],
        &["a"],
        &["a", "b", "c"],
        &["a", "c"],
        &["c", "b", "a"],
        &["a", "a", "b"],
        &["x", "a", "b", "c", "y"],
        &["a", "b", "c", "a", "b", "c"],
    ];
    for old in lists {
        for new in lists {
            assert_eq!(apply(old, new), new, "{old:?} → {new:?}");
        }
    }
}
