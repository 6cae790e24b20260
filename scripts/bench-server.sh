#!/bin/sh
# The campaign server's benchmarks, run by bench.sh: figures printed, never
# pass/fail, each beside its reference measured in the same run.
#
# The reference is nginx on the same machine under the same load: a static
# file of the size of the server's answer to a command (the ceiling for
# plain HTTP here), measured by our loadgen and by wrk, a standard load
# generator (it keeps our own honest).  Every figure is taken in rounds
# that interleave nginx, the server and, when given, the previous main's
# server (BASE_ADJUTANT), and the medians are printed: this machine is
# shared and noisy, and only figures measured side by side compare.
#
# Goals (issue 27), at 50 clients: appends >= 0.3x nginx's static file,
# p99 < 25 ms at 200 clients, fan-out to 200 long-pollers <= 1.5x nginx
# releasing 200 waiting connections, and appends while clients read
# /report or the events within 10% of the appends without them.
#
# Fan-out is timed from the moment the command is sent (its own run and
# durable commit are part of what a watcher waits for) to the last of 200
# long-polls answering.  nginx's reference: 200 requests of /wait that
# nginx proxies to an upstream (loadgen itself) which holds them all, then
# answers them at once; timed from that release to the last answer through
# nginx.  That is nginx's part of a fan-out (200 waiting connections
# released by one trigger, each answered through its own socket) without
# any work of a command: the server's figure carries a command and a
# commit more, which is why the ratio, not equality, is the goal.
#
# BENCH_ROUNDS (default 3) and BENCH_SECONDS (each load, default 3) make
# a quicker or a steadier run.
# Usage: bench-server.sh ADJUTANT LOADGEN [BASE_ADJUTANT]
set -eu
abs() { echo "$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"; }
bin=$(abs "$1")
loadgen=$(abs "$2")
base=${3:+$(abs "$3")}
rounds=${BENCH_ROUNDS:-3}
seconds=${BENCH_SECONDS:-3}
for n in $rounds $seconds; do
	case $n in ''|*[!0-9]*|0) echo "bench-server.sh: BENCH_ROUNDS and" \
	    "BENCH_SECONDS take numbers above 0, not \"$n\"" >&2; exit 2 ;; esac
done
watchers=200 fanrounds=10 short=2
work=$(mktemp -d)
ngx='' tracer='' srv_cur='' srv_base=''
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
	stop "$srv_cur"
	stop "$srv_base"
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
fmt() { awk -v x="$1" 'BEGIN { printf "%.1f", x }'; }
# median FILE: of the numbers in it, one a line
median() {
	sort -g "$1" | awk '{ v[NR] = $1 } END { if (NR == 0) print 0;
	    else if (NR % 2) print v[(NR + 1) / 2];
	    else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}
# ratio A B: A / B to two places ("-" when B is 0)
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b == 0) print "-";
    else printf "%.2f", a / b }'; }
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

# --- wrk: the standard load generator beside ours ------------------------
command -v wrk >/dev/null 2>&1 || install_pkg wrk "to measure beside loadgen"
have_wrk=$(command -v wrk >/dev/null 2>&1 && echo yes || echo no)
# wrkrun OUT CLIENTS URL [TOKEN]: a GET load; "per_second=N p99_ms=M
# not_200=K" into OUT, as loadgen prints it
wrkrun() {
	t=$(( $2 < ncpu ? $2 : ncpu ))
	if [ -n "${4:-}" ]; then
		wrk -t "$t" -c "$2" -d "${seconds}s" --latency \
		    -H "Authorization: Bearer $4" "$3" > wrk.out 2>&1 || :
	else
		wrk -t "$t" -c "$2" -d "${seconds}s" --latency "$3" > wrk.out \
		    2>&1 || :
	fi
	awk '
	function ms(v) { if (v ~ /us$/) return v / 1000; if (v ~ /ms$/) return v + 0;
	    if (v ~ /s$/) return v * 1000; return v }
	$1 == "Requests/sec:" { rps = $2 }
	$1 == "99%" { p99 = ms($2) }
	/Non-2xx/ { bad = $NF }
	END { printf "per_second=%d p99_ms=%.2f not_200=%d\n", rps, p99, bad }' \
	    wrk.out > "$1"
}

# --- nginx: a static file, and requests held upstream --------------------
nginx=$(command -v nginx || { [ -x /usr/sbin/nginx ] && echo /usr/sbin/nginx; } || :)
if [ -z "$nginx" ]; then
	install_pkg nginx "for the plain-HTTP ceiling"
	nginx=$(command -v nginx || { [ -x /usr/sbin/nginx ] && echo /usr/sbin/nginx; } || :)
fi
nport='' upport=''
if [ -z "$nginx" ]; then
	echo "nginx: not measured (nginx is not installed and could not be: no network, or no root or sudo)"
else
	mkdir -p ngx/www ngx/tmp
	# The shape and size (about 420 bytes) of the server's answer to a note.
	printf '%s' '{"ok":true,"reply":{"ok":true,"command":"note","text":"Noted: bench\n"},"first":3,"last_seq":3,"events":[{"seq":3,"cmd":3,"turn":2,"phase":"key-chits","kind":"note","vis":"all","text":"bench","data":"{\"line\":\"note bench\",\"role\":\"umpire\"}","at":"2026-01-01T00:00:00Z","prev":"6d0ae5e2587f6eab12a7ff57ffca0a639d2f33e8cc2f02e5dc080e1537d7f3a1","hash":"5202ecdcf50bf065817b64de872feca72d43e02ffb834a9711d51cf9775e22cf"}]}' > ngx/www/answer.json
	tries=0
	while :; do
		nport=$(free_port)
		upport=$(free_port)
		# Started as root, nginx's workers would be nobody, who cannot
		# read this private temp dir: they run as whoever runs this.
		{
			[ "$(id -u)" -eq 0 ] && echo "user $(id -un) $(id -gn);"
			cat <<-EOF
			worker_processes $ncpu;
			daemon off;
			pid $work/ngx/nginx.pid;
			error_log $work/ngx/error.log warn;
			events { worker_connections 2048; }
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
					location /wait {
						proxy_pass http://127.0.0.1:$upport;
						proxy_read_timeout 60s;
					}
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
		echo "nginx: not measured (nginx would not start: $(tail -n 1 ngx/error.log))"
		nport=''
	fi
fi

# --- the servers: this one, and the previous main's when given ----------
# make WHO BIN: a campaign in WHO/d, its tokens; the server on a free
# port, the rate limit off; its pid into srv_WHO, port into port_WHO.
# All the load comes with one token, and a role holds at most an eighth
# of the server's places (gate.c): 2000 of them let 200 clients of one
# role in, where the default 1000 would refuse a quarter of them.
make_server() {
	mkdir -p "$1"
	(cd "$1" && "$2" serve --data d new longstreet-attacks round-tops > toks.txt)
	c=$(awk '/^campaign/ { print $2 }' "$1/toks.txt")
	u=$(awk '$1 == "umpire" { print $2 }' "$1/toks.txt")
	o=$(awk '$1 == "observer" { print $2 }' "$1/toks.txt")
	if [ -z "$c" ] || [ -z "$u" ] || [ -z "$o" ]; then
		echo "bench: no campaign made by $2" >&2; exit 1
	fi
	eval "camp_$1=\$c umpire_$1=\$u observer_$1=\$o"
	tries=0
	while :; do
		p=$(free_port)
		: > "$1/serve.log"
		(cd "$1" && exec "$2" serve --data d --listen "127.0.0.1:$p" \
		    --rate 0 --connections 2000 > serve.log 2>&1) &
		pid=$!
		waitfor "$1/serve.log" listening "$pid" && break
		stop "$pid"
		tries=$((tries + 1))
		[ $tries -lt 3 ] || { echo "bench: the server would not start:" >&2;
		    cat "$1/serve.log" >&2; exit 1; }
	done
	eval "srv_$1=\$pid port_$1=\$p"
}
make_server cur "$bin"
whos=cur
if [ -n "$base" ]; then
	make_server base "$base"
	whos="cur base"
fi
get() { eval "echo \"\${$1_$2}\""; }	# get VAR WHO

# append WHO CLIENTS OUT: one append load, its figures into OUT.  Each
# command with a client id of its own, as a terminal sends it (the server
# keeps the answer to each, in the same transaction as its events).
append() {
	"$loadgen" post "$(get port "$1")" "/v1/campaigns/$(get camp "$1")/commands" \
	    "$(get umpire "$1")" "$2" "$seconds" \
	    '{"line":"note bench","client_id":"{id}"}' > "$3"
}
# keep NAME FILE: its per_second, p99 and not_200 kept for the medians
keep() {
	l=$(cat "$2")
	echo "$(field per_second "$l")" >> "r.$1.rate"
	echo "$(field p99_ms "$l")" >> "r.$1.p99"
	echo "$(field not_200 "$l")" >> "r.$1.bad"
}
# --- rounds: nginx, the server, the previous one, interleaved ------------
r=0
while [ $r -lt "$rounds" ]; do
	for n in 1 50 200; do
		if [ -n "$nport" ]; then
			"$loadgen" get "$nport" /answer.json - "$n" "$seconds" > x
			keep "ngx.$n" x
			if [ "$have_wrk" = yes ]; then
				wrkrun x "$n" "http://127.0.0.1:$nport/answer.json"
				keep "ngxwrk.$n" x
			fi
		fi
		for w in $whos; do
			append "$w" "$n" x
			keep "$w.$n" x
		done
	done
	# The server's reads through wrk: a role's state, beside nginx's.
	if [ "$have_wrk" = yes ]; then
		for w in $whos; do
			wrkrun x 50 "http://127.0.0.1:$(get port "$w")/v1/campaigns/$(get camp "$w")/state" \
			    "$(get observer "$w")"
			keep "$w.state" x
		done
	fi
	r=$((r + 1))
done
med() { median "r.$1.$2"; }
bad() { awk '{ s += $1 } END { print s + 0 }' "r.$1.bad"; }
badsay() { [ "$(bad "$1")" = 0 ] || echo ", $(bad "$1") answers not 200"; }
echo "server figures: medians of $rounds interleaved rounds, ${seconds} s each load, on $ncpu CPUs"
for n in 1 50 200; do
	line="appends, $n client$([ "$n" = 1 ] || echo s) (each durable): this server $(med "cur.$n" rate)/s, p99 $(fmt "$(med "cur.$n" p99)") ms$(badsay "cur.$n")"
	if [ -n "$nport" ]; then
		line="$line; nginx static file $(med "ngx.$n" rate)/s (loadgen)"
		[ "$have_wrk" = yes ] && line="$line, $(med "ngxwrk.$n" rate)/s (wrk)"
		line="$line; ratio $(ratio "$(med "cur.$n" rate)" "$(med "ngx.$n" rate)")x nginx"
	fi
	if [ -n "$base" ]; then
		line="$line; previous main $(med "base.$n" rate)/s, p99 $(fmt "$(med "base.$n" p99)") ms$(badsay "base.$n"), this/previous $(ratio "$(med "cur.$n" rate)" "$(med "base.$n" rate)")x"
	fi
	case $n in
	50) line="$line (goal >= 0.3x nginx)" ;;
	200) line="$line (goal p99 < 25 ms)" ;;
	esac
	echo "$line"
done
if [ "$have_wrk" = yes ]; then
	line="GET state, 50 clients (wrk, observer): this server $(med cur.state rate)/s, p99 $(fmt "$(med cur.state p99)") ms$(badsay cur.state)"
	[ -n "$nport" ] && line="$line; nginx static file $(med ngxwrk.50 rate)/s (wrk), ratio $(ratio "$(med cur.state rate)" "$(med ngxwrk.50 rate)")x"
	[ -n "$base" ] && line="$line; previous main $(med base.state rate)/s, this/previous $(ratio "$(med cur.state rate)" "$(med base.state rate)")x"
	echo "$line"
else
	echo "wrk: not measured (not installed and could not be)"
fi

# --- readers beside the writers ------------------------------------------
# beside WHO WHAT PATH UNIT [BODY N]: the append load (50 clients) while
# one client GETs PATH in a loop (or N clients POST BODY to it), in
# interleaved pairs with the same load alone; medians of each.
beside() {
	who=$1 what=$2 bpath=$3 unit=$4
	shift 4
	rm -f r.alone.rate r.alone.p99 r.alone.bad r.with.rate r.with.p99 \
	    r.with.bad r.reads.rate r.reads.p99 r.reads.bad
	i=0
	while [ $i -lt "$rounds" ]; do
		append "$who" 50 x
		keep alone x
		if [ $# -gt 0 ]; then
			"$loadgen" post "$(get port "$who")" "$bpath" \
			    "$(get observer "$who")" "$2" "$seconds" "$1" > reads.out &
		else
			"$loadgen" get "$(get port "$who")" "$bpath" \
			    "$(get observer "$who")" 1 "$seconds" > reads.out &
		fi
		reader=$!
		append "$who" 50 x
		wait "$reader" || :
		keep with x
		keep reads reads.out
		i=$((i + 1))
	done
	echo "appends while $what ($(get label "$who"), 50 clients): $(med with rate)/s, p99 $(fmt "$(med with p99)") ms, beside $(med alone rate)/s alone (interleaved): $(ratio "$(med with rate)" "$(med alone rate)")x$(badsay with); answered $(med reads rate) $unit a second, p99 $(fmt "$(med reads p99)") ms (goal: within 10%, >= 0.90x)"
}
label_cur="this server" label_base="previous main"
for w in $whos; do
	C=$(get camp "$w")
	# Readers must not stall writers: the report (tracks by turn, a walk
	# of the whole journal) and the whole history (a thousand events at
	# a time).
	beside "$w" "one client polls GET /report" "/v1/campaigns/$C/report" reports
	beside "$w" "one client reads GET events?after=0" \
	    "/v1/campaigns/$C/events?after=0" "answers of 1000 events"
	# The observer's `log` of the whole journal (the appends above made
	# it long): a command that writes nothing, run by a reader beside
	# the writer, never under its lock.
	n=$(sqlite3 "$w/d/$C.adj" "SELECT count(*) FROM event" 2>/dev/null || echo "?")
	beside "$w" "four observers run \`log\` ($n events)" \
	    "/v1/campaigns/$C/commands" logs '{"line":"log"}' 4
done

# --- fan-out: from the command's send to the last of 200 long-polls -----
# settle PID: until the server is idle (under 5 ticks of processor time
# in half a second), at most a minute.  The `log`s above run on in the
# server after their clients stop (each the whole journal, seconds
# long): a fan-out measured beside them measures them.
ticks() { awk '{ print $14 + $15 }' "/proc/$1/stat" 2>/dev/null || echo 0; }
settle() {
	[ -r "/proc/$1/stat" ] || return 0
	i=0
	while [ $i -lt 120 ]; do
		a=$(ticks "$1"); sleep 0.5; b=$(ticks "$1")
		[ $((b - a)) -lt 5 ] && return 0
		i=$((i + 1))
	done
	echo "bench: the server (pid $1) was still busy after a minute; its fan-out is measured so"
}
for w in $whos; do
	for s in $whos; do settle "$(get srv "$s")"; done
	out=$("$loadgen" fanout "$(get port "$w")" "/v1/campaigns/$(get camp "$w")" \
	    "$(get observer "$w")" "$watchers" "$fanrounds" "$(get umpire "$w")") || :
	eval "fan_$w=\$(field fanout_median_ms \"\$out\") fanmax_$w=\$(field fanout_max_ms \"\$out\") fanmiss_$w=\$(field missed \"\$out\")"
done
fan_ngx=''
for s in $whos; do settle "$(get srv "$s")"; done
if [ -n "$nport" ]; then
	out=$("$loadgen" release "$nport" /wait "$watchers" "$fanrounds" "$upport") || :
	fan_ngx=$(field fanout_median_ms "$out") fanmax_ngx=$(field fanout_max_ms "$out")
fi
line="fan-out to $watchers long-polls ($fanrounds rounds, from the command's send): this server median $(fmt "$fan_cur") ms, worst $(fmt "$fanmax_cur") ms$([ "${fanmiss_cur:-0}" = 0 ] || echo ", $fanmiss_cur answers missed")"
[ -n "$fan_ngx" ] && line="$line; nginx releasing $watchers held requests median $(fmt "$fan_ngx") ms, worst $(fmt "$fanmax_ngx") ms; ratio $(ratio "$fan_cur" "$fan_ngx")x (goal <= 1.5x)"
[ -n "$base" ] && line="$line; previous main median $(fmt "$fan_base") ms, worst $(fmt "$fanmax_base") ms$([ "${fanmiss_base:-0}" = 0 ] || echo ", $fanmiss_base answers missed"), this/previous $(ratio "$fan_cur" "$fan_base")x"
echo "$line"
stop "$srv_cur"; srv_cur=
stop "$srv_base"; srv_base=

# --- durable before acknowledged: the syncs, counted --------------------
# A separate short run under strace (slowed by it, so no speed is read
# from it): how many fsync/fdatasync calls the acknowledged appends took.
setting="WAL mode, one commit per group of queued commands, its -wal file synced by the server (synchronous=NORMAL plus its own fdatasync), answers released after the sync"
command -v strace >/dev/null 2>&1 || install_pkg strace "to count the server's syncs"
if command -v strace >/dev/null 2>&1 && strace -f -o /dev/null true 2>/dev/null; then
	p=$(free_port)
	: > cur/serve.log
	# The server's own pid, for SIGTERM: strace summarises when it ends.
	# shellcheck disable=SC2016
	(cd cur && exec strace -f -c -e trace=fsync,fdatasync -o "$work/strace.txt" \
	    sh -c 'echo $$ > "$0"; exec "$@"' "$work/traced.pid" \
	    "$bin" serve --data d --listen "127.0.0.1:$p" --rate 0 \
	    --connections 2000 > serve.log 2>&1) &
	tracer=$!
	if waitfor cur/serve.log listening "$tracer"; then
		out=$("$loadgen" post "$p" "/v1/campaigns/$camp_cur/commands" \
		    "$umpire_cur" 50 "$short" \
		    '{"line":"note durable","client_id":"{id}"}')
		stop "$(cat traced.pid)"; rm -f traced.pid
		wait "$tracer" 2>/dev/null || :; tracer=
		acked=$(( $(field requests "$out") - $(field not_200 "$out") ))
		syncs=$(awk '$NF == "fsync" || $NF == "fdatasync" { n += $4 } END { print n + 0 }' strace.txt)
		echo "server durability (a separate ${short} s run of 50 clients under strace): $acked appends acknowledged, $syncs fsync/fdatasync calls, $(awk "BEGIN{printf \"%.1f\", $acked / ($syncs ? $syncs : 1)}") appends per sync ($setting)"
	else
		echo "server durability: $setting (syncs not counted: the traced server did not start)"
	fi
else
	echo "server durability: $setting (syncs not counted: strace is missing or cannot trace here)"
fi
