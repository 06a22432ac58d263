// webpack loader for the remote-upgrade journey: builds a remote release whose visible text differs,
// without editing any source file.
module.exports = function textReplaceLoader(source) {
  const { from, to } = this.getOptions();
  return source.split(from).join(to);
};
