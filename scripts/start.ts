import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** The newest modification time under a folder, so a stale build is rebuilt after a pull. */
function newestChange(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

const serverBuild = path.resolve('build/server/index.js');
const sources = ['app', 'public'].filter((dir) => fs.existsSync(dir));
const builtAt = fs.existsSync(serverBuild) ? fs.statSync(serverBuild).mtimeMs : 0;
if (!builtAt || Math.max(...sources.map(newestChange)) > builtAt) {
  console.log('Building the site (first start, or the sources changed)...');
  execSync('npm run build', { stdio: 'inherit' });
}

process.env.NODE_ENV = 'production';
// `npm start` is how a newcomer tries the site on this machine: the demo, unless the environment says
// otherwise. The server itself defaults to production, and refuses the demo with real mail, SMS or
// payment settings (decision record 045).
if (!process.env.APP_ENV) {
  process.env.APP_ENV = 'development';
  console.log('APP_ENV is not set: starting the development demo (set APP_ENV=production for a deployment).');
}
await import('../server/main.ts');
