#!/bin/sh
# The HTML report as a reader sees it: a recorded game of each shipped
# game exported, opened in headless Chromium, rendered to a screenshot
# (kept under OUT), and its rendered page checked for one chart per track
# and every event row.
# Usage: report.sh ADJUTANT OUT
set -u
bin=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
out=$2
mkdir -p "$out"
out=$(cd "$out" && pwd)
browser=$(command -v chromium || command -v chromium-browser || true)
if [ -z "$browser" ]; then
	echo "report.sh: no chromium (scripts/bootstrap.sh installs it)" >&2
	exit 1
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export XDG_DATA_HOME="$work/xdg" HOME="$work"
fail=0
for game in bloodiest-day longstreet-attacks; do
	s="$work/$game.adj"
	case $game in
	bloodiest-day)	vp=vp.union; scen=historical ;;
	*)		vp=vp; scen=round-tops ;;
	esac
	{
		echo "new $game $scen"
		i=0
		while [ $i -lt 60 ]; do
			echo "track $vp +1"
			echo next; echo next; echo next
			i=$((i + 1))
		done
	} | "$bin" --session "$s" --seed 4 - > /dev/null 2>&1
	"$bin" --session "$s" -c "note reviewed in Chromium" -c \
	    "export $work/$game.html" > /dev/null || fail=1
	tracks=$("$bin" --session "$s" --json -c status |
	    grep -o '"tracks":{[^}]*}' | tr ',' '\n' | wc -l)
	events=$("$bin" --session "$s" --json -c log | grep -o '"seq":' |
	    wc -l)
	"$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars \
	    --window-size=1200,1600 --screenshot="$out/$game.png" \
	    "file://$work/$game.html" > /dev/null 2>&1
	"$browser" --headless --no-sandbox --disable-gpu --dump-dom \
	    "file://$work/$game.html" > "$work/$game.dom" 2>/dev/null
	charts=$(grep -o '<figure class="chart"' "$work/$game.dom" | wc -l)
	svgs=$(grep -o '<svg' "$work/$game.dom" | wc -l)
	rows=$(grep -o '<tr' "$work/$game.dom" | wc -l)
	title=$(grep -c '<h1>' "$work/$game.dom")
	size=$(wc -c < "$out/$game.png" 2>/dev/null || echo 0)
	echo "$game: $charts charts for $tracks tracks, $((rows - 1)) rows" \
	    "for $events events, screenshot $size bytes"
	if [ "$charts" -ne "$tracks" ] || [ "$svgs" -ne "$tracks" ] ||
	    [ $((rows - 1)) -ne "$events" ] || [ "$title" -ne 1 ] ||
	    [ "$size" -lt 10000 ]; then
		echo "report.sh: $game report did not render as expected" >&2
		fail=1
	fi
done
exit $fail
