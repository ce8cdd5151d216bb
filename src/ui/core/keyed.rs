//! The page's keyed list and its selector, without hashing (issue 32's budget): `tachys`' keyed `For` and
//! `reactive_graph`'s `Selector` brought hash maps and sets (hashbrown, indexmap, FxHasher) into the parts for lists of
//! a few hundred items at most that change at one place. The list follows [`crate::table::page::keyed::plan`]: it keeps
//! the common start and end of the old and new items and builds only the middle; the selector keeps its keys in a list.

use super::{Listed, ListedView};
use crate::table::page::keyed::plan;
use leptos::prelude::*;
use leptos::reactive::owner::Owner;
use leptos::reactive::signal::ArcTrigger;
use leptos::tachys::html::attribute::any_attribute::AnyAttribute;
use leptos::tachys::html::attribute::Attribute;
use leptos::tachys::hydration::Cursor;
use leptos::tachys::renderer::types::{Element, Node, Placeholder};
use leptos::tachys::renderer::Rndr;
use leptos::tachys::view::add_attr::AddAnyAttr;
use leptos::tachys::view::any_view::AnyViewState;
use leptos::tachys::view::{Mountable, Position, PositionState, Render, RenderHtml};
use std::sync::{Arc, RwLock};

/// One pass of a keyed list: its items now, the view of each and the owner the items' own owners hang from.
struct Rows {
    items: Vec<Listed>,
    view: ListedView,
    owner: Owner,
}

/// One item as drawn: its view's state, then its owner (dropped after the state, so the view's cleanups run first).
struct Row {
    state: AnyViewState,
    _owner: Owner,
}

/// A keyed list as drawn: its items' keys and rows in order, and the marker that stands after the last row.
pub(crate) struct RowsState {
    keys: Vec<Listed>,
    rows: Vec<Row>,
    marker: Placeholder,
    parent: Option<Element>,
}

impl Rows {
    /// The row of `item`, built under an owner of its own (its effects and memos go when the row goes).
    fn row(&self, item: Listed) -> Row {
        let owner = self.owner.with(Owner::new);
        let state = owner.with(|| (self.view)(item).build());
        Row {
            state,
            _owner: owner,
        }
    }
}

impl Render for Rows {
    type State = RowsState;

    fn build(self) -> RowsState {
        let rows = self.items.iter().map(|i| self.row(i.clone())).collect();
        RowsState {
            keys: self.items,
            rows,
            marker: Rndr::create_placeholder(),
            parent: None,
        }
    }

    fn rebuild(self, state: &mut RowsState) {
        let plan = plan(&state.keys, &self.items);
        for mut gone in state.rows.drain(plan.removed(state.keys.len())) {
            gone.state.unmount();
        }
        let mut built: Vec<Row> = self.items[plan.built(self.items.len())]
            .iter()
            .map(|i| self.row(i.clone()))
            .collect();
        if let Some(parent) = &state.parent {
            let marker: &Node = state.marker.as_ref();
            // The new rows go before the first row kept at the end, or before the marker.
            let next = state.rows.get(plan.head);
            for row in &mut built {
                match next {
                    Some(next) => next.state.insert_before_this_or_marker(
                        parent,
                        &mut row.state,
                        Some(marker),
                    ),
                    None => row.state.mount(parent, Some(marker)),
                }
            }
        }
        let at = plan.head;
        state.rows.splice(at..at, built);
        state.keys = self.items;
    }
}

impl Mountable for RowsState {
    fn unmount(&mut self) {
        for row in &mut self.rows {
            row.state.unmount();
        }
        self.marker.unmount();
    }

    fn mount(&mut self, parent: &Element, marker: Option<&Node>) {
        self.parent = Some(parent.clone());
        for row in &mut self.rows {
            row.state.mount(parent, marker);
        }
        self.marker.mount(parent, marker);
    }

    fn insert_before_this(&self, child: &mut dyn Mountable) -> bool {
        match self.rows.first() {
            Some(row) => row.state.insert_before_this(child),
            None => self.marker.insert_before_this(child),
        }
    }

    fn elements(&self) -> Vec<Element> {
        self.rows.iter().flat_map(|r| r.state.elements()).collect()
    }
}

impl AddAnyAttr for Rows {
    type Output<A: Attribute> = Rows;

    fn add_any_attr<A: Attribute>(self, _attr: A) -> Rows {
        self
    }
}

// The page is drawn in the browser only (`csr`): the list is never written as HTML nor hydrated from it.
impl RenderHtml for Rows {
    type AsyncOutput = Rows;
    type Owned = Rows;
    const MIN_LENGTH: usize = 0;

    fn dry_resolve(&mut self) {}

    async fn resolve(self) -> Rows {
        self
    }

    fn to_html_with_buf(
        self,
        _buf: &mut String,
        _position: &mut Position,
        _escape: bool,
        _mark_branches: bool,
        _extra_attrs: Vec<AnyAttribute>,
    ) {
    }

    fn hydrate<const FROM_SERVER: bool>(
        self,
        _cursor: &Cursor,
        _position: &PositionState,
    ) -> RowsState {
        self.build()
    }

    fn into_owned(self) -> Rows {
        self
    }
}

/// A keyed list of `each`'s items, each made by `view` and kept while it is in the list: a change builds only the
/// items between the common start and end of the old and new lists ([`crate::table::page::keyed::plan`]). Not
/// generic, so its code is one copy for every list that uses it.
pub(crate) fn keyed_list(each: Memo<Vec<Listed>>, view: ListedView) -> AnyView {
    let owner = Owner::current().unwrap_or_default();
    (move || Rows {
        items: each.get(),
        view: Arc::clone(&view),
        owner: owner.clone(),
    })
    .into_any()
}

/// Which key is chosen now, read by many keys at once (the ply shown on the scoresheet, the node shown in the review
/// tree): `selected(&key)` is true for the chosen key only, and a change of the choice wakes only the readers of the
/// old and the new key. Its keys are kept in a list, looked through in order: no hashing.
pub(crate) struct Selector<T: PartialEq + Clone + Send + Sync + 'static> {
    shared: Arc<Chosen<T>>,
}

impl<T: PartialEq + Clone + Send + Sync + 'static> Clone for Selector<T> {
    fn clone(&self) -> Self {
        Selector {
            shared: Arc::clone(&self.shared),
        }
    }
}

/// A selector's state: the key chosen now and the trigger of each key read so far.
struct Chosen<T> {
    now: RwLock<Option<T>>,
    readers: RwLock<Vec<(T, ArcTrigger)>>,
}

impl<T: PartialEq + Clone + Send + Sync + 'static> Selector<T> {
    /// The selector of the key `source` reads, followed for as long as the owner it is made under lives. The key is
    /// read at once, so the rows drawn next mark it; the effect that follows it is the views' one boxed effect
    /// ([`super::effect`]).
    pub(crate) fn new(source: impl Fn() -> T + Send + Sync + 'static) -> Self {
        let shared = Arc::new(Chosen {
            now: RwLock::new(Some(untrack(&source))),
            readers: RwLock::new(Vec::new()),
        });
        let chosen = Arc::clone(&shared);
        super::effect(move |_| {
            let next = source();
            let Ok(mut now) = chosen.now.write() else {
                return;
            };
            if now.as_ref() == Some(&next) {
                return;
            }
            let was = now.replace(next.clone());
            drop(now);
            if let Ok(readers) = chosen.readers.read() {
                for (key, trigger) in readers.iter() {
                    if *key == next || was.as_ref() == Some(key) {
                        trigger.notify();
                    }
                }
            }
        });
        Selector { shared }
    }

    /// Whether `key` is the one chosen now; the reader is woken when that changes.
    pub(crate) fn selected(&self, key: &T) -> bool {
        let trigger = self.shared.readers.write().ok().map(|mut readers| {
            match readers.iter().find(|(k, _)| k == key) {
                Some((_, t)) => t.clone(),
                None => {
                    let t = ArcTrigger::new();
                    readers.push((key.clone(), t.clone()));
                    t
                }
            }
        });
        if let Some(t) = trigger {
            t.track();
        }
        self.shared
            .now
            .read()
            .is_ok_and(|now| now.as_ref() == Some(key))
    }
}
