#!/bin/sh
# The campaign server's benchmarks, run by bench.sh: figures printed, never
# pass/fail.  Goals (the server's issue): at least 5,000 appends a second
# from 50 concurrent clients, each durable before it is acknowledged, p99
# under 25 ms; an event reaches 200 long-polling watchers in under 50 ms.
# Beside them, in the same run and with the same load, a static file served
# by nginx: the ceiling for plain HTTP on this machine.
# Usage: bench-server.sh ADJUTANT LOADGEN
set -eu
bin=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
loadgen=$(cd "$(dirname "$2")" && pwd)/$(basename "$2")
clients=50 seconds=5 watchers=200 rounds=10 short=2
work=$(mktemp -d)
srv='' ngx='' tracer=''
stop() {	# stop PID: SIGTERM, then SIGKILL after 5 s; reaped
	[ -n "$1" ] || return 0
	kill -TERM "$1" 2>/dev/null || return 0
	i=0
	while kill -0 "$1" 2>/dev/null && [ $i -lt 50 ]; do
		sleep 0.1; i=$((i + 1)); done
	kill -KILL "$1" 2>/dev/null || :
	wait "$1" 2>/dev/null || :
}
cleanup() {
	# The traced server by its own pid first: strace then ends by itself.
	[ -f "$work/traced.pid" ] && stop "$(cat "$work/traced.pid")"
	stop "$tracer"
	stop "$srv"
	stop "$ngx"
	rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 130' INT TERM
export XDG_DATA_HOME="$work/xdg" HOME="$work"
cd "$work"

ncpu=$(nproc 2>/dev/null || echo 1)
# field NAME LINE: the value of NAME=... in a line of loadgen's output
field() { echo "$2" | tr ' ' '\n' | sed -n "s/^$1=//p"; }
ms() { awk -v x="$1" 'BEGIN { printf "%.1f", x }'; }
# A port nothing listens on (a start that still loses a race is retried).
free_port() {
	while :; do
		p=$((20000 + $(od -An -N2 -tu2 /dev/urandom) % 40000))
		hex=$(printf '%04X' "$p")
		cat /proc/net/tcp /proc/net/tcp6 2>/dev/null |
		    awk -v h="$hex" '$4 == "0A" && $2 ~ ":" h "$" { f = 1 } END { exit !f }' ||
		    { echo "$p"; return; }
	done
}
# waitfor FILE PATTERN PID: until FILE has PATTERN (0), or PID is gone (1)
waitfor() {
	i=0
	while ! grep -q "$2" "$1" 2>/dev/null; do
		kill -0 "$3" 2>/dev/null && [ $i -lt 100 ] || return 1
		sleep 0.1; i=$((i + 1))
	done
}

# install_pkg PACKAGE WHY: from Debian, as bootstrap.sh does (sudo when not
# root); quietly nothing when it cannot (no network, no root or sudo).
install_pkg() {
	if [ "$(id -u)" -eq 0 ]; then sudo=""
	elif command -v sudo >/dev/null 2>&1; then sudo="sudo"
	else return 0; fi
	echo "bench: installing $1 (Debian package $1) $2"
	export DEBIAN_FRONTEND=noninteractive
	{ $sudo apt-get update -qq && $sudo apt-get install -y -qq "$1"; } \
	    > "$work/apt-$1.log" 2>&1 || :
}

# --- nginx, a static file: the ceiling --------------------------------
nginx=$(command -v nginx || { [ -x /usr/sbin/nginx ] && echo /usr/sbin/nginx; } || :)
if [ -z "$nginx" ]; then
	install_pkg nginx "for the plain-HTTP ceiling"
	nginx=$(command -v nginx || { [ -x /usr/sbin/nginx ] && echo /usr/sbin/nginx; } || :)
fi
if [ -z "$nginx" ]; then
	echo "nginx static file: not measured (nginx is not installed and could not be: no network, or no root or sudo)"
else
	mkdir -p ngx/www ngx/tmp
	# The shape and size (about 420 bytes) of the server's answer to a note.
	printf '%s' '{"ok":true,"reply":{"ok":true,"command":"note","text":"Noted: bench\n"},"first":3,"last_seq":3,"events":[{"seq":3,"cmd":3,"turn":2,"phase":"key-chits","kind":"note","vis":"all","text":"bench","data":"{\"line\":\"note bench\",\"role\":\"umpire\"}","at":"2026-01-01T00:00:00Z","prev":"6d0ae5e2587f6eab12a7ff57ffca0a639d2f33e8cc2f02e5dc080e1537d7f3a1","hash":"5202ecdcf50bf065817b64de872feca72d43e02ffb834a9711d51cf9775e22cf"}]}' > ngx/www/answer.json
	tries=0
	while :; do
		nport=$(free_port)
		# Started as root, nginx's workers would be nobody, who cannot
		# read this private temp dir: they run as whoever runs this.
		{
			[ "$(id -u)" -eq 0 ] && echo "user $(id -un) $(id -gn);"
			cat <<-EOF
			worker_processes $ncpu;
			daemon off;
			pid $work/ngx/nginx.pid;
			error_log $work/ngx/error.log warn;
			events { worker_connections 1024; }
			http {
				access_log off;
				sendfile on;
				tcp_nodelay on;
				keepalive_timeout 65;
				keepalive_requests 100000000;
				client_body_temp_path $work/ngx/tmp/body;
				proxy_temp_path $work/ngx/tmp/proxy;
				fastcgi_temp_path $work/ngx/tmp/fastcgi;
				uwsgi_temp_path $work/ngx/tmp/uwsgi;
				scgi_temp_path $work/ngx/tmp/scgi;
				server {
					listen 127.0.0.1:$nport;
					root $work/ngx/www;
					default_type application/json;
				}
			}
			EOF
		} > ngx/nginx.conf
		: > ngx/error.log
		"$nginx" -e "$work/ngx/error.log" -p "$work/ngx" -c "$work/ngx/nginx.conf" \
		    >ngx/out.log 2>&1 &
		ngx=$!
		# Up when it answers (loadgen exits 1 on a refused connect).
		i=0
		while ! "$loadgen" get "$nport" /answer.json - 1 0.01 >/dev/null 2>&1 &&
		    kill -0 "$ngx" 2>/dev/null && [ $i -lt 100 ]; do
			sleep 0.1; i=$((i + 1)); done
		kill -0 "$ngx" 2>/dev/null && break
		wait "$ngx" 2>/dev/null || :
		ngx=
		tries=$((tries + 1))
		[ $tries -lt 3 ] || break
	done
	if [ -z "$ngx" ]; then
		echo "nginx static file: not measured (nginx would not start: $(tail -n 1 ngx/error.log))"
	else
		out=$("$loadgen" get "$nport" /answer.json - "$clients" "$seconds")
		bad=$(field not_200 "$out")
		echo "nginx static file ($clients clients, $seconds s; the ceiling for plain HTTP here): $(field per_second "$out") per second, p50 $(ms "$(field p50_ms "$out")") ms, p99 $(ms "$(field p99_ms "$out")") ms$([ "$bad" = 0 ] || echo ", $bad not 200")"
		stop "$ngx"; ngx=
	fi
fi

# --- the campaign server -----------------------------------------------
"$bin" serve --data d new longstreet-attacks round-tops > toks.txt
tok() { awk -v r="$1" '$1 == r { print $2 }' toks.txt; }
C=$(awk '/^campaign/ { print $2 }' toks.txt)
U=$(tok umpire); OB=$(tok observer)
if [ -z "$C" ] || [ -z "$U" ] || [ -z "$OB" ]; then
	echo "bench: no campaign made" >&2; exit 1
fi
# start [WRAPPER...]: the server on a free port, the rate limit off
start() {
	tries=0
	while :; do
		port=$(free_port)
		: > serve.log
		"$@" "$bin" serve --data d --listen "127.0.0.1:$port" --rate 0 \
		    > serve.log 2>&1 &
		srv=$!
		waitfor serve.log listening "$srv" && return 0
		stop "$srv"; srv=
		tries=$((tries + 1))
		[ $tries -lt 3 ] || { echo "bench: the server would not start:" >&2;
		    cat serve.log >&2; exit 1; }
	done
}
start
out=$("$loadgen" post "$port" "/v1/campaigns/$C/commands" "$U" "$clients" \
    "$seconds" '{"line":"note bench"}')
bad=$(field not_200 "$out")
echo "server appends ($clients clients, $seconds s, each durable; per-token rate limit off): $(field per_second "$out") per second, p50 $(ms "$(field p50_ms "$out")") ms, p99 $(ms "$(field p99_ms "$out")") ms$([ "$bad" = 0 ] || echo ", $bad not 200") (goals >= 5000/s, p99 < 25 ms)"

# beside WHAT PATH UNIT [BODY N]: the same append load while one client
# GETs PATH in a loop (or N clients POST BODY to it), printed beside the
# load without it (measured above)
beside() {
	if [ $# -gt 3 ]; then
		"$loadgen" post "$port" "$2" "$OB" "$5" "$seconds" "$4" > poll.out &
	else
		"$loadgen" get "$port" "$2" "$OB" 1 "$seconds" > poll.out &
	fi
	poller=$!
	with=$("$loadgen" post "$port" "/v1/campaigns/$C/commands" "$U" \
	    "$clients" "$seconds" '{"line":"note bench"}')
	wait "$poller" || :
	polled=$(cat poll.out)
	echo "server appends while $1 in a loop ($clients clients, $seconds s): $(field per_second "$with") per second, p99 $(ms "$(field p99_ms "$with")") ms, beside $(field per_second "$out") per second without it (same run); answered: $(field per_second "$polled") $3 a second, p50 $(ms "$(field p50_ms "$polled")") ms$([ "$(field not_200 "$with")" = 0 ] || echo ", $(field not_200 "$with") appends not 200")"
}
# Readers must not stall writers: the report (tracks by turn, a walk of
# the whole journal) and the whole history (a thousand events at a time).
beside "one client polls GET /report" "/v1/campaigns/$C/report" reports
beside "one client reads GET events?after=0" \
    "/v1/campaigns/$C/events?after=0" "answers of 1000 events"
# The observer's `log` of the whole journal (the appends above made it
# long): a command that writes nothing, run by a reader beside the
# writer, never under its lock.
n=$(sqlite3 "d/$C.adj" "SELECT count(*) FROM event" 2>/dev/null || echo "?")
beside "four observers run \`log\` ($n events)" "/v1/campaigns/$C/commands" \
    "logs" '{"line":"log"}' 4

out=$("$loadgen" fanout "$port" "/v1/campaigns/$C" "$OB" "$watchers" \
    "$rounds" "$U") || :
missed=$(field missed "$out")
echo "server fan-out to $watchers long-polling watchers ($rounds rounds, after the command's answer): median $(ms "$(field fanout_median_ms "$out")") ms, worst $(ms "$(field fanout_max_ms "$out")") ms$([ "${missed:-0}" = 0 ] || echo ", $missed answers missed") (goal < 50 ms)"
stop "$srv"; srv=

# --- durable before acknowledged: the syncs, counted --------------------
# A separate short run under strace (slowed by it, so no speed is read
# from it): how many fsync/fdatasync calls the acknowledged appends took.
setting="PRAGMA synchronous=FULL in WAL mode, one commit per group of queued commands, answers released after it"
command -v strace >/dev/null 2>&1 || install_pkg strace "to count the server's syncs"
if command -v strace >/dev/null 2>&1 && strace -f -o /dev/null true 2>/dev/null; then
	# The server's own pid, for SIGTERM: strace summarises when it ends.
	# shellcheck disable=SC2016
	start strace -f -c -e trace=fsync,fdatasync -o "$work/strace.txt" \
	    sh -c 'echo $$ > "$0"; exec "$@"' "$work/traced.pid"
	tracer=$srv; srv=
	out=$("$loadgen" post "$port" "/v1/campaigns/$C/commands" "$U" "$clients" \
	    "$short" '{"line":"note durable"}')
	stop "$(cat traced.pid)"; rm -f traced.pid
	wait "$tracer" 2>/dev/null || :; tracer=
	acked=$(( $(field requests "$out") - $(field not_200 "$out") ))
	syncs=$(awk '$NF == "fsync" || $NF == "fdatasync" { n += $4 } END { print n + 0 }' strace.txt)
	echo "server durability (a separate ${short} s run of $clients clients under strace): $acked appends acknowledged, $syncs fsync/fdatasync calls, $(awk "BEGIN{printf \"%.1f\", $acked / ($syncs ? $syncs : 1)}") appends per sync ($setting)"
else
	echo "server durability: $setting (syncs not counted: strace is missing or cannot trace here)"
fi
