// Development only: the shell's dev server answers /mf/registry.json with the server's registry, where
// the remotes named in MF_DEV_REMOTES point at their own webpack dev servers. A remote team runs
//   MF_DEV_REMOTES=mf_exhibitor=http://localhost:3001/mf-manifest.json npm run dev -w shell
//   npm run dev -w mf-exhibitor
// and works on its remote inside the real shell, against the API on API_URL (default :8080).

/** "mf_a=url,mf_b=url" → Map(name → manifest url) */
function parseOverrides(value = '') {
  const overrides = new Map();
  for (const pair of value.split(',').map((part) => part.trim()).filter(Boolean)) {
    const separator = pair.indexOf('=');
    if (separator <= 0) throw new Error(`MF_DEV_REMOTES: expected name=url, got "${pair}"`);
    overrides.set(pair.slice(0, separator), pair.slice(separator + 1));
  }
  return overrides;
}

function registryDevMiddleware({ apiUrl = process.env.API_URL || 'http://localhost:8080', overrides = parseOverrides(process.env.MF_DEV_REMOTES) } = {}) {
  return async (_request, response) => {
    response.setHeader('Content-Type', 'application/json; charset=utf-8');
    response.setHeader('Cache-Control', 'no-store');
    try {
      const answer = await fetch(`${apiUrl}/mf/registry.json`);
      if (!answer.ok) throw new Error(`HTTP ${answer.status}`);
      const body = await answer.json();
      // The server answers in its envelope ({ code, data }); a registry file may be served as it is.
      const wrapped = body !== null && typeof body === 'object' && 'code' in body && 'data' in body;
      const registry = wrapped ? body.data : body;
      registry.remotes = registry.remotes.map((remote) =>
        overrides.has(remote.name) ? { ...remote, entry: overrides.get(remote.name) } : remote,
      );
      response.end(JSON.stringify(wrapped ? { ...body, data: registry } : registry));
    } catch (error) {
      response.statusCode = 502;
      response.end(JSON.stringify({ code: 502, message: `registry unavailable at ${apiUrl}: ${error.message}` }));
    }
  };
}

module.exports = { registryDevMiddleware, parseOverrides };
