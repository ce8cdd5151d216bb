// Writes every file of a build folder precompressed beside it: `name.gz` (gzip -9) and `name.br` (brotli, quality 11),
// for static hosts that serve a precompressed file when the request accepts it (nginx gzip_static/brotli_static, Caddy
// `file_server precompressed`). Called by scripts/split.sh on trunk's staging folder. Node's zlib only: no tool to
// install.
//
//   node scripts/precompress.mjs dist
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const root = process.argv[2];
if (!root || !fs.statSync(root, { throwIfNoEntry: false })?.isDirectory()) {
  console.error('precompress: usage: node scripts/precompress.mjs <folder>');
  process.exit(2);
}
const compressible = /\.(html|js|mjs|css|wasm|svg|json|webmanifest)$/;
let files = 0;
for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !compressible.test(entry.name)) continue;
  const file = path.join(entry.parentPath, entry.name);
  const raw = fs.readFileSync(file);
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(raw, { level: 9 }));
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(raw, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
    }),
  );
  files += 1;
}
console.log(`precompress: ${files} files written as .gz and .br in ${root}`);
