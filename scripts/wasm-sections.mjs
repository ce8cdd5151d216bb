// What scripts/short-imports.mjs and scripts/drop-streams.mjs share to rewrite one section of a wasm module: unsigned
// LEB128 read and written, and the walk over the sections that keeps every other section byte for byte.

/** Reads the unsigned LEB128 at `at` of `b`: [value, the offset after it]. */
export const readU32 = (b, at) => {
  let value = 0;
  let shift = 0;
  for (;;) {
    const byte = b[at++];
    value += (byte & 0x7f) * 2 ** shift;
    shift += 7;
    if (byte < 0x80) return [value, at];
  }
};

/** `value` as unsigned LEB128. */
export const u32 = (value) => {
  const out = [];
  do {
    let byte = value & 0x7f;
    value = Math.floor(value / 128);
    if (value) byte |= 0x80;
    out.push(byte);
  } while (value);
  return Buffer.from(out);
};

/** The module `wasm` with the body of each section `id` replaced by `rewrite(body, end)` (the offsets of its body in
 * `wasm`; it returns the new body); `fail(why)` when the sections do not end where the file does. */
export function rewriteSection(wasm, id, rewrite, fail) {
  if (wasm.readUInt32LE(0) !== 0x6d736100) fail('not a wasm module');
  const out = [wasm.subarray(0, 8)];
  let at = 8;
  while (at < wasm.length) {
    const [size, body] = readU32(wasm, at + 1);
    const end = body + size;
    if (wasm[at] === id) {
      const section = rewrite(body, end);
      out.push(Buffer.from([id]), u32(section.length), section);
    } else {
      out.push(wasm.subarray(at, end));
    }
    at = end;
  }
  if (at !== wasm.length) fail('the last section runs past the end of the file');
  return Buffer.concat(out);
}
