// node-polyglot requires the `object.entries` shim (es-abstract and friends, ~13 KB gzipped) for engines without
// Object.entries; every browser the console supports has it, so the bundle gets the native function (vite.config.ts).
module.exports = Object.entries;
