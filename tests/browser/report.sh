#!/bin/sh
# The after-action report as a reader sees it: the three games played to
# their end by script (tests/fixtures/play: The Round Tops, Bloodiest Day,
# the Third Day) exported to HTML and Markdown, opened in headless
# Chromium at a desktop width and at a phone's (390 px), and printed to
# PDF.  The rendered page is checked: the title block's result is the
# game's, one chart per track that moved and every other track in the
# line of those that did not, a row per event in the appendix with the
# undone ones marked, the narrative without a sideways scroll on the
# phone (the appendix scrolls in its own box), no script, no outside
# fetch.  Kept under OUT for a person to look at:
#   report-GAME-desktop.png   the top of the page, 1200 px wide
#   report-GAME-phone.png     the top of the page on a phone
#   report-GAME-charts.png    the charts alone (the page with the rest
#                             hidden by a test-only style)
#   report-GAME.pdf, report-GAME.html, report-GAME.md
# Usage: report.sh ADJUTANT OUT
here=$(cd "$(dirname "$0")" && pwd)
out=$2
mkdir -p "$out"
out=$(cd "$out" && pwd)
browser=$(command -v chromium || command -v chromium-browser || true)
if [ -z "$browser" ]; then
	echo "report.sh: no chromium (scripts/bootstrap.sh installs it)" >&2
	exit 1
fi
. "$here/../lib.sh"
cpid=
on_exit() { [ -n "$cpid" ] && kill -9 "$cpid" 2>/dev/null; }
. "$here/cdp.sh"

# The games, played afresh (their own XDG_DATA_HOME: the test-only
# player-aid tables the look-ups need).
timeout 300 sh "$here/../fixtures/play/play.sh" "$bin" play > play.log 2>&1
check "the three games play to their end" 0 "$?"
export XDG_DATA_HOME="$work/play/xdg"

for game in round-tops bloodiest-day third-day; do
	s=play/$game.adj
	h=$out/report-$game.html
	rm -f "$h" "$out/report-$game.md"
	timeout 60 "$bin" --session "$s" -c "export $h" \
	    -c "export $out/report-$game.md" > export.out 2>&1
	check "$game: exported" 0 "$?"

	# What the page must show, from the session itself.
	"$bin" --session "$s" --json -c log > log.json
	events=$(jq -s '[.[0].events[]] | length' log.json)
	undone=$(jq -s '[.[0].events[] | select(.undone)] | length' log.json)
	result=$("$bin" --session "$s" --json -c status | jq -r .victory.level)
	"$bin" --session "$s" -c "export t-$game.json" > /dev/null
	ntracks=$(jq '.tracks | length' "t-$game.json")
	# A track moved when a turn's end differs from its start (a derived
	# track: from its first turn's end).
	moved=$(jq -r '. as $r | .tracks | to_entries[] | .key as $k |
	    ([$r.turns[].tracks[$k]] as $v | ($v | unique | length) > 1 or
	    (.value.kind != "derived" and $v[0] != .value.initial)) |
	    select(.)' "t-$game.json" | wc -l)

	# A turn's standing is told where a track changed in it (the first
	# turn against each track's start).
	changed=$(jq '(.tracks | to_entries | map({(.key): .value.initial}) |
	    add) as $start | [$start] + [.turns[].tracks] | . as $t |
	    [range(1; length) as $i | select($t[$i] != ($t[$i - 1] |
	    with_entries(select(.key as $k | $t[$i] | has($k)))))] | length' \
	    "t-$game.json")

	# The DOM as Chromium builds it (a static page: no script runs).
	"$browser" --headless --no-sandbox --disable-gpu --dump-dom \
	    "file://$h" > dom.html 2> /dev/null
	check "$game: one title" 1 "$(grep -c '<h1>' dom.html)"
	check "$game: the result in the title block" yes "$(has "$result" \
	    dom.html)"
	check "$game: the game is over" yes "$(grep -o \
	    '<p class="result" id="result"><strong>Result:</strong>' dom.html |
	    head -1 | grep -q . && echo yes || echo no)"
	check "$game: a chart per track that moved" "$moved" "$(grep -o \
	    '<figure class="chart"' dom.html | wc -l)"
	check "$game: an SVG a chart" "$moved" "$(grep -o '<svg ' dom.html |
	    wc -l)"
	still=$(grep -o 'id="unmoved">[^.]*' dom.html | grep -o \
	    '<span class="value">' | wc -l)
	check "$game: every other track in one line" "$ntracks" \
	    "$((moved + still))"
	check "$game: a row per event" "$events" "$(grep -o '<tr [^>]*data-seq=' \
	    dom.html | wc -l)"
	check "$game: undone rows marked" "$undone" "$(grep -o \
	    '<tr class="undone"' dom.html | wc -l)"
	check "$game: each with its mark" "$undone" "$(grep -o \
	    'class="badge undone-mark"' dom.html | wc -l)"
	check "$game: turns told" yes "$(grep -q '<section class="turn" id="turn-1"' \
	    dom.html && echo yes || echo no)"
	check "$game: the standing told where it changed" "$changed" "$(grep -o \
	    '<p class="standing">' dom.html | wc -l)"
	check "$game: notes set apart" yes "$(grep -q '<blockquote class="note">' \
	    dom.html && echo yes || echo no)"
	check "$game: no script, no outside fetch" 0 "$(grep -o \
	    '<script\|src=\|href="[^#]\|@import\|url(' "$h" | wc -l)"
	grep '^\*\*Result:\*\* ' "$out/report-$game.md" | tr -d '\\' > md.result
	check "$game: Markdown has the result" yes "$(has "$result" md.result)"

	# The page as it looks, at a desktop's width and a phone's.
	cdp_open "$game" || { check "$game: chromium" ok failed; continue; }
	cdp Page.navigate "{\"url\":\"file://$h\"}"
	wait_for "document.readyState == 'complete'" 10
	shot 1200 1800 false "$out/report-$game-desktop.png"
	check "$game: desktop screenshot" 1200x1800 "$(pngsize \
	    "$out/report-$game-desktop.png")"
	shot 390 1800 true "$out/report-$game-phone.png"
	check "$game: phone screenshot" 390x1800 "$(pngsize \
	    "$out/report-$game-phone.png")"
	# On the phone: the page never scrolls sideways; the narrative fits;
	# the wide appendix scrolls in its own box.
	check "$game: phone, no sideways scroll" true "$(val \
	    "document.documentElement.scrollWidth <= 390")"
	check "$game: phone, the narrative fits" true "$(val \
	    "document.getElementById('narrative').scrollWidth <= 390")"
	check "$game: phone, the appendix in its own box" true "$(val \
	    "document.querySelector('.scroll').scrollWidth > document.querySelector('.scroll').clientWidth")"
	check "$game: no script errors" 0 "$(exceptions)"
	# The charts alone, for a person to look at.
	cdp Emulation.setDeviceMetricsOverride \
	    '{"width":1000,"height":2600,"deviceScaleFactor":1,"mobile":false}'
	js "document.querySelectorAll('header,#narrative,#appendix').forEach(function(e){e.style.display='none'})"
	cdp Page.captureScreenshot '{"format":"png"}' &&
	    sed -n 's/.*"data":"\([^"]*\)".*/\1/p' answer.json |
	    base64 -d > "$out/report-$game-charts.png"
	cdp_close

	# Printed: a PDF of several pages.
	rm -f "$out/report-$game.pdf"
	timeout 60 "$browser" --headless --no-sandbox --disable-gpu \
	    --no-pdf-header-footer --print-to-pdf="$out/report-$game.pdf" \
	    "file://$h" > /dev/null 2>&1
	check "$game: a PDF" "%PDF" "$(head -c 4 "$out/report-$game.pdf" \
	    2>/dev/null)"
	# The page tree's count: the largest /Count (an outline's are less).
	pages=$(grep -ao '/Count [0-9]*' "$out/report-$game.pdf" 2>/dev/null |
	    awk '$2 > n { n = $2 } END { print n + 0 }')
	check "$game: printed over several pages" yes "$([ "$pages" -ge 3 ] &&
	    echo yes || echo "no ($pages)")"
	echo "     $game: $events events, $moved charts, $still tracks unmoved," \
	    "$undone undone, $pages pages printed"
done
finish "report"
