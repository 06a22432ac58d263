// Production build of one remote into another folder, with one text replaced: a "new release" of the
// remote for the remote-upgrade journey. The remote's own webpack.config.js stays the single source
// of its build; this only redirects the output and adds the replacement.
//   FAIR_RELEASE_WORKSPACE  folder of the remote, e.g. /repo/mf-exhibitor
//   FAIR_RELEASE_OUT        output folder
//   FAIR_RELEASE_FILES      regular expression of the module files to rewrite
//   FAIR_RELEASE_FROM / FAIR_RELEASE_TO  the text and its replacement
const path = require('node:path');

const workspace = process.env.FAIR_RELEASE_WORKSPACE;
const remoteConfig = require(path.join(workspace, 'webpack.config.js'));

module.exports = async (env, argv) => {
  const config = await (typeof remoteConfig === 'function' ? remoteConfig(env, argv) : remoteConfig);
  config.output = { ...config.output, path: process.env.FAIR_RELEASE_OUT, clean: true };
  // neither source maps nor minification: this release only has to run, and builds several times faster
  config.devtool = false;
  config.optimization = { ...config.optimization, minimize: false };
  config.module.rules.push({
    test: new RegExp(process.env.FAIR_RELEASE_FILES),
    enforce: 'pre',
    use: [{ loader: path.join(__dirname, 'text-replace-loader.cjs'), options: { from: process.env.FAIR_RELEASE_FROM, to: process.env.FAIR_RELEASE_TO } }],
  });
  return config;
};
