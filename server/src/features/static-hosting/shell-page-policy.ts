import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { type AppPagePolicy, cspSourceOf } from '../../lib/http/security-headers';
import { RegistryFileError, type RegistryAnswer, loadRegistry } from '../registry';

const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const HAS_SRC = /\ssrc\s*=/i;

/** 'sha256-…' CSP sources of the inline scripts of an HTML page (script elements without src). */
export function inlineScriptHashesOf(html: string): string[] {
  return [...html.matchAll(SCRIPT_ELEMENT)]
    .filter(([, attributes]) => !HAS_SRC.test(` ${attributes}`))
    .map(([, , body]) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
}

/** The remotes' CSP sources: one per origin other than the page's own (relative entries). */
export function remoteSourcesOf(registry: RegistryAnswer): string[] {
  return [...new Set(registry.remotes.map((remote) => cspSourceOf(remote.entry)).filter((source) => source !== undefined))];
}

/**
 * The CSP inputs of the shell's index.html, worked out on every page answer: the registry file is read per
 * request (a remote moved to a CDN needs no restart), and the hashes follow a rebuilt index.html.
 */
export function shellPagePolicy(app: FastifyInstance, indexFile: string): () => Promise<AppPagePolicy> {
  let cached: { stamp: string; hashes: string[] } | undefined;

  async function hashes(): Promise<string[]> {
    const stat = await fs.stat(indexFile).catch(() => undefined);
    if (!stat) return [];
    const stamp = `${stat.mtimeMs}:${stat.size}`;
    if (cached?.stamp !== stamp) cached = { stamp, hashes: inlineScriptHashesOf(await fs.readFile(indexFile, 'utf8')) };
    return cached.hashes;
  }

  async function remoteSources(): Promise<string[]> {
    try {
      return remoteSourcesOf(await loadRegistry(app.config.remoteRegistryFile, app.config.hostVariants, app.config.externalLinks));
    } catch (error) {
      // the shell reports the broken registry itself; its page still opens, with only its own origin allowed
      if (!(error instanceof RegistryFileError)) throw error;
      app.log.error(error.message);
      return [];
    }
  }

  return async () => {
    const [inlineScriptHashes, sources] = await Promise.all([hashes(), remoteSources()]);
    return { remoteSources: sources, inlineScriptHashes };
  };
}
