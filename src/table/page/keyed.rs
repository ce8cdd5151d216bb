//! How a keyed list of the page (the scoresheet's rows, the review tree's entries) follows a change of its items: the
//! items the old and new lists begin with in common are kept, and so are those they end with in common; only the
//! middle between them is taken down and built again. No item is hashed or looked up: a game's lists change at their
//! end (a move played or taken back) or at one place (a comment, a variation), and that change is all the middle holds.

/// What a change of a keyed list keeps ([`plan`]): the first `head` items and the last `tail` items of both lists are
/// the same items, kept as they are; the old list's items between them are removed and the new list's built.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Plan {
    /// How many items at the start of both lists are kept.
    pub head: usize,
    /// How many items at the end of both lists are kept (never overlapping `head`).
    pub tail: usize,
}

impl Plan {
    /// The old list's items to remove: `old_len` the old list's length.
    pub fn removed(&self, old_len: usize) -> std::ops::Range<usize> {
        self.head..old_len - self.tail
    }

    /// The new list's items to build: `new_len` the new list's length.
    pub fn built(&self, new_len: usize) -> std::ops::Range<usize> {
        self.head..new_len - self.tail
    }
}

/// The plan that turns the list `old` into `new` (see the module's note): the longest common start, then the longest
/// common end of what is left, so no item is counted in both.
pub fn plan<K: PartialEq>(old: &[K], new: &[K]) -> Plan {
    let head = old.iter().zip(new).take_while(|(a, b)| a == b).count();
    let (old_rest, new_rest) = (&old[head..], &new[head..]);
    let tail = old_rest
        .iter()
        .rev()
        .zip(new_rest.iter().rev())
        .take_while(|(a, b)| a == b)
        .count();
    Plan { head, tail }
}
