//! What the integration tests share: reading a file of `tests/data` (see `tests/data/SOURCES.md`).

/// The text of `tests/data/{name}`; panics with the path when it cannot be read.
pub fn data(name: &str) -> String {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/").to_string() + name;
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}
