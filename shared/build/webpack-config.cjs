// One webpack 5 configuration for the shell (host) and the three remotes, so loaders, resolution and
// the shared-dependency config cannot drift apart. Each workspace's webpack.config.js only names itself.
const fs = require('node:fs');
const path = require('node:path');

// @module-federation/enhanced 2.9 reaches into webpack/lib paths that webpack 5.107 moved; the workspaces
// pin webpack 5.106, and this points the plugin at the same copy webpack-cli runs (the workspace's).
process.env.FEDERATION_WEBPACK_PATH ||= require.resolve('webpack', { paths: [process.cwd()] });

const HtmlWebpackPlugin = require('html-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { createSharedConfig } = require('./mf-shared.cjs');

const REPO_ROOT = path.resolve(__dirname, '../..');
const API_PREFIXES = ['/exhibitors', '/admin', '/api', '/healthz', '/remotes'];

/**
 * @param {object} options
 * @param {string} options.dir workspace folder
 * @param {string} options.name Module Federation container name (mf_exhibitor …) or "shell"
 * @param {Record<string,string>} [options.exposes] remotes only
 * @param {number} options.devPort webpack-dev-server port
 * @param {(devServer: object) => object} [options.devServer] adjusts the dev-server options
 */
function createWebpackConfig({ dir, name, exposes, devPort, devServer: adjustDevServer = (d) => d }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const isRemote = Boolean(exposes);
    const apiTarget = process.env.API_URL || 'http://localhost:8080';
    const devServer = {
      port: devPort,
      hot: false,
      liveReload: true,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: API_PREFIXES, target: apiTarget, changeOrigin: false }],
      client: { overlay: { warnings: false, errors: true } },
    };
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: { main: './src/index.ts' },
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        // Remotes load their files from wherever their mf-manifest.json is served; the shell is at "/".
        publicPath: isRemote ? 'auto' : '/',
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        // A provided shared module and its fallback can share a chunk name: the hash keeps them apart.
        chunkFilename: '[name].[contenthash:8].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        uniqueName: name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
        // Workspace packages export TypeScript source by subpath (.ts and .tsx alike).
        alias: {
          '@fair/shared': path.join(REPO_ROOT, 'shared/src'),
          // "@fair/locales/messages" alone is the loader module; "@fair/locales/messages/<file>" a message file.
          '@fair/locales/messages$': path.join(REPO_ROOT, 'locales/src/messages.ts'),
          '@fair/locales/messages': path.join(REPO_ROOT, 'locales/messages'),
          '@fair/locales': path.join(REPO_ROOT, 'locales/src'),
        },
      },
      module: {
        rules: [
          {
            test: /\.(ts|tsx)$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production } },
                  target: 'es2020',
                },
              },
            },
          },
          { test: /\.css$/, type: 'asset/source' },
          { test: /\.(png|jpe?g|gif|webp|svg)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          ...(isRemote ? { filename: 'remoteEntry.js', exposes, manifest: true } : { remotes: {}, manifest: false }),
          shared: createSharedConfig(dir),
          // The page uses the copies already loaded (the shell's) instead of first downloading every
          // remote's entry to compare versions: the login page fetches no remote at all.
          shareStrategy: 'loaded-first',
          dts: false,
        }),
        // The shell's page; a remote has one only in development (its standalone page, at the dev server root).
        ...(!isRemote || !production
          ? [
              new HtmlWebpackPlugin({
                // The page as text, not as a template module: compiling a template runs a child compilation,
                // which Module Federation fills with a second, Node-format copy of every shared module.
                templateContent: fs.readFileSync(path.join(dir, 'src/index.html'), 'utf8'),
                favicon: path.join(REPO_ROOT, 'shared/build/favicon.svg'),
                chunks: ['main'],
                publicPath: '/',
              }),
            ]
          : []),
      ],
      optimization: {
        moduleIds: production ? 'deterministic' : 'named',
        // SWC minifies the shared antd fallback each bundle carries several times faster than terser.
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, terserOptions: { compress: true, mangle: true } })],
      },
      performance: { hints: false },
      devServer: adjustDevServer(devServer),
      stats: 'errors-warnings',
    };
  };
}

module.exports = { createWebpackConfig, API_PREFIXES };
