const { createWebpackConfig } = require('../shared/build/webpack-config.cjs');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'mf_miniprog',
  exposes: { './routes': './src/routes.ts', './app': './src/app.tsx' },
  devPort: 3003,
});
