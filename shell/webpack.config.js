const { createWebpackConfig } = require('../shared/build/webpack-config.cjs');
const { registryDevMiddleware } = require('./dev/registry-dev-middleware.cjs');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'shell',
  devPort: 3000,
  devServer: (devServer) => ({
    ...devServer,
    setupMiddlewares: (middlewares) => [{ name: 'mf-registry', path: '/mf/registry.json', middleware: registryDevMiddleware() }, ...middlewares],
  }),
});
