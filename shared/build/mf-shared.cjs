// The one shared-dependency config of the shell and the three remotes (ARCHITECTURE convention 2).
// Versions come from package.json files: requiredVersion from the workspace's dependency range,
// version from the installed package. Only the listed packages are shared, never everything.
const fs = require('node:fs');
const path = require('node:path');

/** Page-wide singletons of ARCHITECTURE "Shared singletons". */
const SINGLETON_PACKAGES = ['react', 'react-dom', 'react-router-dom', 'antd', 'i18next', 'react-i18next', 'zustand', 'axios', '@tanstack/react-query'];

/** Entry points that would otherwise bundle a second React renderer or JSX runtime into a remote. */
const SINGLETON_SUBPATHS = { 'react/jsx-runtime': 'react', 'react-dom/client': 'react-dom' };

const SHARED_PACKAGE_DIR = path.resolve(__dirname, '..');
const SHARED_SOURCE_DIR = path.join(SHARED_PACKAGE_DIR, 'src');
const SOURCE_FILE = /\.(ts|tsx)$/;
// Tests and their helpers (which may use node: modules) are never browser runtime.
const NOT_RUNTIME = /(__tests__|__mocks__|test-support|\.test\.tsx?$|\.d\.ts$)/;

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

function installedVersion(packageName, fromDir) {
  return readJson(require.resolve(`${packageName}/package.json`, { paths: [fromDir] })).version;
}

/** Every runtime module of @fair/shared, as "@fair/shared/<sub/path>" → absolute file. */
function listSharedModules(dir = SHARED_SOURCE_DIR) {
  const modules = {};
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (NOT_RUNTIME.test(full)) continue;
    if (entry.isDirectory()) Object.assign(modules, listSharedModules(full));
    else if (SOURCE_FILE.test(entry.name)) {
      const subpath = path.relative(SHARED_SOURCE_DIR, full).replace(SOURCE_FILE, '').split(path.sep).join('/');
      modules[`@fair/shared/${subpath}`] = full;
    }
  }
  return modules;
}

/**
 * @param {string} workspaceDir folder of the package.json whose dependency ranges apply
 * @returns {Record<string, object>} the `shared` option of ModuleFederationPlugin
 */
function createSharedConfig(workspaceDir) {
  const { dependencies = {} } = readJson(path.join(workspaceDir, 'package.json'));
  const { dependencies: sharedDependencies = {} } = readJson(path.join(SHARED_PACKAGE_DIR, 'package.json'));
  const shared = {};
  for (const name of SINGLETON_PACKAGES) {
    // a package a workspace reaches only through @fair/shared (the query client) takes @fair/shared's range
    const [requiredVersion, declaredIn] = dependencies[name] ? [dependencies[name], workspaceDir] : [sharedDependencies[name], SHARED_PACKAGE_DIR];
    if (!requiredVersion) throw new Error(`${workspaceDir}/package.json must depend on shared package ${name}`);
    shared[name] = { singleton: true, requiredVersion, version: installedVersion(name, declaredIn) };
  }
  for (const [subpath, owner] of Object.entries(SINGLETON_SUBPATHS)) {
    shared[subpath] = { ...shared[owner] };
  }
  // @fair/shared exports TypeScript source by subpath. Each module is its own singleton, provided by
  // absolute path so the first container in the page (the shell) provides all of them, whether or not
  // it imports a given one itself: one session store and one i18n instance, whatever root reads them.
  const sharedVersion = readJson(path.join(SHARED_PACKAGE_DIR, 'package.json')).version;
  for (const [shareKey, file] of Object.entries(listSharedModules())) {
    shared[shareKey] = {
      import: file,
      shareKey,
      singleton: true,
      version: sharedVersion,
      requiredVersion: dependencies['@fair/shared'] || sharedVersion,
    };
  }
  return shared;
}

module.exports = { createSharedConfig, listSharedModules, SINGLETON_PACKAGES };
