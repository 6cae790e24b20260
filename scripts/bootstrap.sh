#!/bin/sh
# Install the Debian packages Adjutant needs to build and test, if missing
# (chromium renders the HTML reports in the browser test; curl drives the
# server test; openssl makes its test certificate and recomputes a
# committed die; tmux drives the REPL test; jq reads the JSON a test's
# webhook receiver, written in python3, keeps; libssl-dev gives the
# headers of OpenSSL's libcrypto, whose HMAC committed dice and whose
# SHA-256 `log verify` load when first needed; libyaml-dev and libcsv-dev
# the libraries that read and write game modules and their tables' grids).
# Uses sudo when not root; says what it installs.
set -eu
need="build-essential make pkg-config sqlite3 libsqlite3-dev libreadline-dev
libcurl4-openssl-dev libcmocka-dev libjansson-dev libmicrohttpd-dev libssl-dev
libyaml-dev libcsv-dev
chromium curl openssl tmux jq python3"
missing=""
for p in $need; do
	if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null |
	    grep -q "install ok installed"; then
		missing="$missing $p"
	fi
done
[ -z "$missing" ] && exit 0
echo "bootstrap: installing:$missing"
if [ "$(id -u)" -eq 0 ]; then
	SUDO=""
elif command -v sudo >/dev/null 2>&1; then
	SUDO="sudo"
else
	echo "bootstrap: need root or sudo to install:$missing" >&2
	exit 1
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
# shellcheck disable=SC2086
$SUDO apt-get install -y -qq $missing >/dev/null
echo "bootstrap: done"
