# Headless Chromium driven over --remote-debugging-pipe, for the browser
# tests (sourced after tests/lib.sh, with $browser set).  DevTools
# messages, NUL-separated, on fds 3 and 4: no WebSocket, just printf and
# grep.  That lets a test wait for a long-polling page to say it is live,
# read its DOM and take screenshots, where `--dump-dom` would dump at the
# load event (before the page's fetches answered) and a virtual time
# budget would wait for ever on the long-poll.
#
#   cdp_open NAME        a fresh browser attached to a blank page
#   cdp METHOD PARAMS    one DevTools call, its answer in answer.json
#   cdp_close            the browser closed
#   js EXPR / val EXPR   the page's String(EXPR) into value.txt / printed
#   wait_for EXPR SECS   until EXPR is true in the page (1 if never)
#   shot W H MOBILE FILE the viewport at that size, as PNG
#   pngsize FILE         WIDTHxHEIGHT of a PNG
#   exceptions           script errors the page threw so far
#   has TEXT FILE        yes or no
# The test's on_exit kills $cpid.
flags="--headless --no-sandbox --disable-gpu --disable-quic --no-first-run
    --disable-background-networking --disable-component-update --disable-sync
    --hide-scrollbars"
echo 0 > msgid	# in a file, as $(val ...) sends from a subshell
sess=
cdp_send() {	# cdp_send METHOD PARAMS: one message (to the page once attached)
	n=$(($(cat msgid) + 1))
	echo "$n" > msgid
	s=
	[ -n "$sess" ] && s=",\"sessionId\":\"$sess\""
	( printf '{"id":%d%s,"method":"%s","params":%s}\0' "$n" "$s" "$1" \
	    "$2" >&5 ) 2>/dev/null
}
# answer N: Chromium's complete answer N into answer.json. It writes each
# message and then a NUL; a large answer (a page's HTML) can be read half
# written, so a last message not yet ended by its NUL is not read.
answer() {
	cp "$cdp_out" cdp.snap
	if [ "$(tail -c1 cdp.snap | od -An -tu1 | tr -d ' ')" = 0 ]; then
		tr '\0' '\n' < cdp.snap
	else
		tr '\0' '\n' < cdp.snap | sed '$d'
	fi | grep "^{\"id\":$1," > answer.json
}
cdp() {		# cdp METHOD PARAMS: send, and wait up to 15 s for the answer (in answer.json)
	cdp_send "$1" "$2" || return 1
	w=0
	while [ $w -lt 150 ]; do
		answer "$n" && return 0
		kill -0 "$cpid" 2>/dev/null || break
		sleep 0.1; w=$((w + 1))
	done
	echo "view.sh: no answer from Chromium to $1" >&2
	return 1
}
cdp_open() {	# cdp_open NAME: a fresh browser, attached to its (blank) page
	cdp_close
	rm -rf prof pipe
	mkfifo pipe || return 1
	cdp_out=$work/$1.cdp
	: > "$cdp_out"
	# shellcheck disable=SC2086
	"$browser" $flags --user-data-dir="$work/prof" \
	    --remote-debugging-pipe about:blank 3<pipe 4>"$cdp_out" \
	    2>>chromium.log &
	cpid=$!
	exec 5>pipe
	sess=
	target=
	tries=0
	while [ -z "$target" ] && [ $tries -lt 25 ]; do
		cdp Target.getTargets '{}' || return 1
		target=$(grep -o '"targetId":"[^"]*","type":"page"' answer.json |
		    head -1 | cut -d'"' -f4)
		[ -n "$target" ] || sleep 0.2
		tries=$((tries + 1))
	done
	[ -n "$target" ] || return 1
	cdp Target.attachToTarget \
	    "{\"targetId\":\"$target\",\"flatten\":true}" || return 1
	sess=$(grep -o '"sessionId":"[^"]*"' answer.json | head -1 | cut -d'"' -f4)
	[ -n "$sess" ] && cdp Runtime.enable '{}' && cdp Page.enable '{}'
}
cdp_close() {
	[ -n "$cpid" ] || return 0
	sess=
	cdp_send Browser.close '{}'
	exec 5>&-
	w=0
	while kill -0 "$cpid" 2>/dev/null && [ $w -lt 50 ]; do
		sleep 0.1; w=$((w + 1)); done
	kill -9 "$cpid" 2>/dev/null
	wait "$cpid" 2>/dev/null
	cpid=
}
js() {		# js EXPR: the page's String(EXPR) into value.txt (no " or \ in EXPR)
	: > value.txt
	cdp Runtime.evaluate "{\"expression\":\"String($1)\",\"returnByValue\":true}" ||
	    return 1
	sed -n 's/^{"id":[0-9]*,"result":{"result":{"type":"string","value":"\(.*\)"}},"sessionId":"[^"]*"}$/\1/p' answer.json |
	    sed 's/\\"/"/g; s/\\n/\n/g; s/\\u003C/</g; s/\\u003E/>/g; s/\\u0026/\&/g; s/\\u201c/“/g; s/\\u201d/”/g; s/\\\\/\\/g' > value.txt
}
val() { js "$1"; cat value.txt; }	# val EXPR: print it (in $(...): no state kept)
wait_for() {	# wait_for EXPR SECONDS: until the page's EXPR is true; 1 if never
	d=$(($2 * 5))
	while [ $d -gt 0 ]; do
		js "$1" || return 1
		[ "$(cat value.txt)" = true ] && return 0
		sleep 0.2; d=$((d - 1))
	done
	return 1
}
shot() {	# shot WIDTH HEIGHT MOBILE FILE: the viewport at that size, as PNG
	cdp Emulation.setDeviceMetricsOverride "{\"width\":$1,\"height\":$2,\"deviceScaleFactor\":1,\"mobile\":$3}" &&
	    js "document.body.offsetHeight" &&
	    cdp Page.captureScreenshot '{"format":"png"}' &&
	    sed -n 's/.*"data":"\([^"]*\)".*/\1/p' answer.json | base64 -d > "$4"
}
pngsize() {	# pngsize FILE: WIDTHxHEIGHT from the PNG header
	od -An -tu1 -j16 -N8 "$1" 2>/dev/null | awk '{ printf "%dx%d",
	    (($1 * 256 + $2) * 256 + $3) * 256 + $4,
	    (($5 * 256 + $6) * 256 + $7) * 256 + $8 }'
}
exceptions() { tr '\0' '\n' < "$cdp_out" | grep -c '"method":"Runtime.exceptionThrown"'; }
has() { grep -q -F -- "$1" "$2" && echo yes || echo no; }	# has TEXT FILE
