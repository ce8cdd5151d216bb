"""Groups a named wasm's functions and data by owner (crate, or module of ours) with twiggy's sizes, and estimates
each owner's gzip share by compressing its own function bodies (gzip -9 of their concatenation).

    python3 owners.py TOP_CSV SHIPPED_BYTES SHIPPED_GZIP NAMED_WASM [VIEWS]     (run by profile.sh)

With VIEWS=1 (a wasm built with v0 symbol names) it also prints the view code by module of src/ui.
"""
import csv, re, sys, zlib
from collections import defaultdict


def leb(b, i):
    """An unsigned LEB128 at b[i]: (value, next index)."""
    v = shift = 0
    while True:
        x = b[i]
        i += 1
        v |= (x & 0x7F) << shift
        shift += 7
        if x < 0x80:
            return v, i


def wasm_parts(path):
    """(function name -> body bytes, [data segment bytes]) of a wasm that keeps its name section."""
    b = open(path, "rb").read()
    i, imported, bodies, names, data = 8, 0, [], {}, []
    while i < len(b):
        sid, i = b[i], i + 1
        size, i = leb(b, i)
        end = i + size
        if sid == 2:  # imports: functions among them take the first indices
            n, j = leb(b, i)
            for _ in range(n):
                for _ in range(2):
                    ln, j = leb(b, j)
                    j += ln
                kind, j = b[j], j + 1
                if kind == 0:
                    _, j = leb(b, j)
                    imported += 1
                elif kind == 1:
                    j += 1
                    flags, j = leb(b, j)
                    _, j = leb(b, j)
                    if flags & 1:
                        _, j = leb(b, j)
                elif kind == 2:
                    flags, j = leb(b, j)
                    _, j = leb(b, j)
                    if flags & 1:
                        _, j = leb(b, j)
                elif kind == 3:
                    j += 2
                else:
                    j += 1
                    _, j = leb(b, j)
        elif sid == 10:  # code
            n, j = leb(b, i)
            for _ in range(n):
                ln, j = leb(b, j)
                bodies.append(b[j : j + ln])
                j += ln
        elif sid == 11:  # data: the segments' bytes (their offsets are small next to them)
            n, j = leb(b, i)
            for _ in range(n):
                flags, j = leb(b, j)
                if flags == 2:
                    _, j = leb(b, j)
                if flags in (0, 2):
                    while b[j] != 0x0B:
                        j += 1
                    j += 1
                ln, j = leb(b, j)
                data.append(b[j : j + ln])
                j += ln
        elif sid == 0:
            ln, j = leb(b, i)
            if b[j : j + ln] == b"name":
                j += ln
                while j < end:
                    sub, j = b[j], j + 1
                    ssize, j = leb(b, j)
                    send = j + ssize
                    if sub == 1:
                        n, k = leb(b, j)
                        for _ in range(n):
                            idx, k = leb(b, k)
                            ln2, k = leb(b, k)
                            names[idx] = b[k : k + ln2].decode("utf-8", "replace")
                            k += ln2
                    j = send
        i = end
    by_name = {}
    for k, body in enumerate(bodies):
        name = plain(names.get(imported + k, f"func[{imported + k}]"))
        by_name.setdefault(name, []).append(body)
    return by_name, data


ESCAPES = {"SP": "@", "BP": "*", "RF": "&", "LT": "<", "GT": ">", "LP": "(", "RP": ")", "C": ","}


def demangle(name):
    """A legacy Rust symbol (`_ZN7escaque5rules3fen17h…E`, as the split build's name section keeps them: scripts/split.sh
    runs wasm-bindgen with --no-demangle) as the path twiggy prints (`escaque::rules::fen`), its hash dropped."""
    if name.startswith("_R"):
        # A v0 symbol (the standard library's own, precompiled so): only its crate, which is what owner() reads.
        m = re.search(r"C(?:s[0-9a-zA-Z]*_)?(\d+)_?", name)
        return f"{name[m.end() : m.end() + int(m.group(1))]}::{name}" if m else name
    if not (name.startswith("_ZN") and name.endswith("E")):
        return name
    rest, parts = name[3:-1], []
    while rest:
        n = re.match(r"\d+", rest)
        if not n:
            return name
        size = int(n.group(0))
        part, rest = rest[n.end() : n.end() + size], rest[n.end() + size :]
        if re.fullmatch(r"h[0-9a-f]{16}", part) and not rest:
            break
        part = part[1:] if part.startswith("_$") else part
        part = re.sub(r"\$([A-Z]{1,2}|u[0-9a-f]+)\$", lambda e: ESCAPES.get(e.group(1)) or chr(int(e.group(1)[1:], 16)), part)
        parts.append(part.replace("..", "::"))
    return "::".join(parts)


def plain(name):
    """A v0 symbol name without its crate hashes (`escaque[0a1b…]::ui` → `escaque::ui`), like a legacy one; a mangled
    legacy name demangled."""
    return re.sub(r"\[[0-9a-f]{6,}\]", "", demangle(name))


def gz(chunks):
    return len(zlib.compress(b"".join(chunks), 9)) if chunks else 0


# The name section is what -g keeps for this profile; the shipped wasm has none.
rows = [dict(r, Name=plain(r["Name"])) for r in csv.DictReader(open(sys.argv[1])) if "function names" not in r["Name"] and not r["Name"].startswith("custom section 'name'")]
MODULES = ("escaque::rules", "escaque::ui", "escaque::table", "escaque::text", "escaque::clock", "escaque::game")

def owner(name):
    """The crate (or our module) a function belongs to, from its demangled name."""
    if re.match(r"^(data|elem|table|global|memory|type|import|export|code)\[", name) or name.startswith(("import ", "export ")):
        return "(wasm: " + re.match(r"^\w+", name).group(0) + ")"
    if name.startswith(("custom section", '"')):
        return "(custom sections)"
    if name.startswith("data segment"):
        return "(data segments: strings, tables)"
    n = name
    # <T as tachys::view::Render>::build: a generic or primitive self type goes to the trait's crate.
    m = re.match(r"^<([A-Z]|[a-z0-9]+|\[.*\]|&.*?|\(.*?\)) as ([a-z_][a-z0-9_]*(::[A-Za-z_][A-Za-z0-9_]*)?)", n)
    if m and "::" not in m.group(1):
        n = m.group(2)
    # drop_in_place<T>, Rc<T> ... : attribute glue to the type it was generated for.
    m = re.match(r"^core::ptr::drop_in_place<(.*)>$", n)
    if m:
        n = m.group(1)
    n = n.lstrip("<&*( ").removeprefix("mut ").removeprefix("dyn ").lstrip("<&*( ")
    path = re.match(r"[A-Za-z_][A-Za-z0-9_]*(::[A-Za-z_][A-Za-z0-9_]*)?", n)
    if not path:
        return "(other: " + (n.split()[0] if n.split() else "?") + ")"
    p = path.group(0)
    if p == "escaque::main":
        return "escaque::main (mount: the views inlined into it)"
    if p.startswith("escaque::"):
        return p if p in MODULES else "escaque (root)"
    first = p.split("::")[0]
    if first == "escaque":
        return "escaque (root)"
    if first in ("core", "alloc", "std"):
        return "core/alloc/std"
    if first in ("dlmalloc", "compiler_builtins"):
        return first
    if len(p.split("::")) == 1 and first not in ("leptos", "tachys", "reactive_graph", "serde", "js_sys", "web_sys"):
        return "(unnamed / wasm-bindgen glue)" if first.startswith(("func", "__wbg", "__wbindgen", "wasm_bindgen")) else "(other: " + first + ")"
    return first

total = sum(int(r["ShallowSize"]) for r in rows)
groups = defaultdict(lambda: [0, 0])
for r in rows:
    g = groups[owner(r["Name"])]
    g[0] += int(r["ShallowSize"])
    g[1] += 1
bodies, data = wasm_parts(sys.argv[4])
chunks = defaultdict(list)
for name, bs in bodies.items():
    chunks[owner(name)].extend(bs)
chunks["(data segments: strings, tables)"] = data
print(f"\n== by crate / module ({total} B: the named wasm without its name section) ==")
print("gzip: gzip -9 of the owner's own function bodies (or data) alone, a fair share of the shipped gzip")
print(f"{'bytes':>9} {'%':>6} {'gzip':>7} {'items':>6}  owner")
for k, (b, n) in sorted(groups.items(), key=lambda kv: -kv[1][0]):
    if b * 1000 >= total:
        print(f"{b:>9} {100 * b / total:>5.1f}% {gz(chunks.get(k, [])):>7} {n:>6}  {k}")
rest = [(k, v) for k, v in groups.items() if v[0] * 1000 < total]
rb, rn = sum(v[0] for _, v in rest), sum(v[1] for _, v in rest)
rg = gz([c for k, _ in rest for c in chunks.get(k, [])])
print(f"{rb:>9} {100 * rb / total:>5.1f}% {rg:>7} {rn:>6}  ({len(rest)} owners under 0.1 %)")

# What the app weighs without any view layer: the rules, the table model, clock, records, texts and data, and the
# standard library and allocator under them (all of core/alloc/std counted, some of which serves the views).
MODEL = ("escaque::rules", "escaque::table", "escaque::clock", "escaque::text", "escaque::game",
         "(data segments: strings, tables)", "core/alloc/std", "dlmalloc")
model = [c for k in MODEL for c in chunks.get(k, [])]
views = [c for k, v in chunks.items() if k not in MODEL for c in v]
print(f"\nwithout the views (model, texts, std: {', '.join(MODEL)}): gzip -9 {gz(model)} B")
print(f"the rest (leptos, tachys, reactive_graph, escaque::ui and main, glue): gzip -9 {gz(views)} B")
print(f"\nshipped wasm (same build, names stripped): {sys.argv[2]} B, gzip -9 {sys.argv[3]} B")

# With v0 names, the renderer's code instantiated for a view names the module of src/ui that wrote the view.
view_chunks = defaultdict(list)
for name, bs in bodies.items():
    mods = re.findall(r"escaque::(ui::\w+)", name)
    if mods and any(c in name for c in ("tachys", "reactive_graph", "escaque::ui")):
        view_chunks["escaque::" + mods[0]].extend(bs)
if len(sys.argv) > 5 and sys.argv[5] == "1":
    print("\n== the view code by module of src/ui (its own functions and the renderer's code instantiated for it) ==")
    print(f"{'bytes':>9} {'gzip':>7}  module")
    for k, bs in sorted(view_chunks.items(), key=lambda kv: -sum(map(len, kv[1]))):
        print(f"{sum(map(len, bs)):>9} {gz(bs):>7}  {k}")
    print("(escaque::main holds the App component's own view, which no module name reaches.)")
