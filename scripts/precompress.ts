import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** Writes .br and .gz next to every compressible build asset, once, at build time. */
const assetsDir = path.resolve(process.env.BUILD_DIR ?? 'build', 'client/assets');
const compressible = /\.(js|css|svg|json)$/;
let files = 0;
for (const name of fs.readdirSync(assetsDir)) {
  if (!compressible.test(name)) continue;
  const file = path.join(assetsDir, name);
  const source = fs.readFileSync(file);
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(source, { level: 9 }));
  files++;
}
console.log(`precompressed ${files} assets (brotli and gzip)`);
