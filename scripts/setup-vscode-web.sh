#!/usr/bin/env bash
# Installs what the integration tests need to run inside a real VS Code on an offline
# machine (only the npm registry and Debian's apt reachable): Debian's chromium, and
# code-server (VS Code for the web, with a Node extension host) in .vscode-test-web/.
# Idempotent: a marker file records the installed version and skips the work next time.
# code-server's own postinstall downloads binaries, so it is skipped and its steps are
# done here by hand (native modules rebuilt from source, Debian's ripgrep, symlinks).
set -euo pipefail

CODE_SERVER_VERSION=4.100.3 # the newest release whose engines.node is 20 (VS Code 1.100.3)

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
dest="$root/.vscode-test-web"
prefix="$dest/code-server"
marker="$dest/installed-version"
wanted="code-server $CODE_SERVER_VERSION"

step() { printf '[setup-vscode-web] %s\n' "$*"; }
die() { printf '[setup-vscode-web] error: %s\n' "$*" >&2; exit 1; }

# --- Debian packages -------------------------------------------------------------------
# chromium: the browser; ripgrep: VS Code's search binary (its npm package downloads one);
# libkrb5-dev + build tools: the native modules are compiled from source;
# fonts-wqy-microhei: Chinese glyphs, so zh-CN screenshots show text rather than boxes;
# lldb (its lldb-vscode-NN) and python3-debugpy: the debug adapters the debug tests start;
# bubblewrap: the judge's namespace sandbox (its tests run each level, this one included).
packages=(chromium fonts-liberation fonts-wqy-microhei ripgrep libkrb5-dev build-essential python3 pkg-config lldb python3-debugpy bubblewrap)
missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed'; then
    missing+=("$p")
  fi
done
if [ ${#missing[@]} -gt 0 ]; then
  sudo=()
  if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null || die "need root (or sudo) to install: ${missing[*]}"
    sudo=(sudo)
  fi
  step "apt-get install ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  "${sudo[@]}" apt-get update -qq
  "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
else
  step "Debian packages present"
fi

# --- code-server -----------------------------------------------------------------------
# One install at a time: a second run (another checkout sharing this install through a
# link, or two test runs started together) waits here, then finds the marker and stops.
mkdir -p "$dest"
exec 9>"$dest/.install-lock"
if command -v flock >/dev/null; then flock 9; fi
if [ -f "$marker" ] && [ "$(cat "$marker")" = "$wanted" ] &&
  [ -f "$prefix/node_modules/code-server/out/node/entry.js" ]; then
  step "$wanted already installed in .vscode-test-web/"
  exit 0
fi

node_major=$(node -p 'process.versions.node.split(".")[0]')
[ "$node_major" = 20 ] || step "warning: Node $node_major found; code-server $CODE_SERVER_VERSION wants Node 20"

# node-gyp otherwise downloads Node's headers; use the installed ones when present.
nodedir=$(npm config get nodedir 2>/dev/null || true)
if [ -z "$nodedir" ] || [ "$nodedir" = undefined ] || [ "$nodedir" = null ]; then
  node_prefix=$(dirname "$(dirname "$(readlink -f "$(command -v node)")")")
  if [ -f "$node_prefix/include/node/node.h" ]; then export npm_config_nodedir="$node_prefix"; fi
fi

# A checkout whose .vscode-test-web is a link to another's install never rebuilds it: an
# install half-seen through a link would be wiped for everyone sharing it.
[ -L "$dest" ] && die ".vscode-test-web is a link to an install without '$wanted'; run this script in the checkout that owns it"
step "installing $wanted into .vscode-test-web/ (a few minutes)"
rm -rf "$prefix" "$marker"
mkdir -p "$prefix"
# A package.json of its own, so npm does not climb up to the project's.
printf '{ "name": "vscode-test-web-host", "private": true }\n' >"$prefix/package.json"
npm_quiet=(--no-audit --no-fund --loglevel=error)

(cd "$prefix" && npm install "${npm_quiet[@]}" --ignore-scripts "code-server@$CODE_SERVER_VERSION" >/dev/null)
cs="$prefix/node_modules/code-server"
vs="$cs/lib/vscode"

step "installing VS Code's own dependencies"
(cd "$vs" && npm install "${npm_quiet[@]}" --omit=dev --ignore-scripts >/dev/null)

step "building native modules"
log="$dest/rebuild.log"
native=(@parcel/watcher @vscode/spdlog kerberos native-watchdog node-pty @vscode/deviceid)
(cd "$vs" && npm rebuild "${npm_quiet[@]}" @parcel/watcher @vscode/spdlog kerberos native-watchdog @vscode/deviceid) >"$log" 2>&1 ||
  { tail -n 40 "$log" >&2; die "npm rebuild failed (log: .vscode-test-web/rebuild.log)"; }
# node-pty's post-install step runs `npx node-gyp` and fails offline after pty.node is
# built, so its result is judged by loading it below, not by npm's exit code.
(cd "$vs" && npm rebuild "${npm_quiet[@]}" node-pty) >>"$log" 2>&1 || true
(cd "$prefix" && npm rebuild "${npm_quiet[@]}" argon2) >>"$log" 2>&1 ||
  { tail -n 40 "$log" >&2; die "npm rebuild argon2 failed (log: .vscode-test-web/rebuild.log)"; }
for m in "${native[@]}"; do
  (cd "$vs" && node -e 'require(process.argv[1])' "$m") || die "native module $m does not load (log: .vscode-test-web/rebuild.log)"
done
(cd "$prefix" && node -e 'require("argon2")') || die "native module argon2 does not load"

step "ripgrep and symlinks"
mkdir -p "$vs/node_modules/@vscode/ripgrep/bin"
cp "$(command -v rg)" "$vs/node_modules/@vscode/ripgrep/bin/rg"
ln -sfn node_modules "$vs/node_modules.asar"
ln -sfn code-linux.sh "$vs/bin/remote-cli/code-server"
ln -sfn browser-linux.sh "$vs/bin/helpers/browser.sh"

# code-server writes a default config file on any start: keep it out of $HOME.
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
version=$(XDG_CONFIG_HOME="$scratch" XDG_DATA_HOME="$scratch" node "$cs/out/node/entry.js" --version | grep -v ' info ' | head -n 1)
case "$version" in
  "$CODE_SERVER_VERSION "*) ;;
  *) die "code-server --version printed '$version'" ;;
esac
echo "$wanted" >"$marker"
step "installed: code-server $version"
