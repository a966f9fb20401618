// The browsers the dashboard supports all have Object.entries: node-polyglot's polyfill of it (and the
// es-abstract helpers it pulls in) is replaced by the built-in.
module.exports = Object.entries;
