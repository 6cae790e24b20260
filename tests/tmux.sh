# The REPL in a real terminal (tmux), for the tests that drive it as a
# person would: sourced after lib.sh (it needs $bin and $work).
#
#   repl NAME ARGS...      the REPL in a tmux session of that name, up
#   keys NAME KEYS         keys typed; line NAME TEXT: a line and Enter,
#                          returning once the screen has changed
#   screen NAME            what the terminal shows; last NAME: its last line
#   wait_for NAME REGEX    until the last line matches (5 s at most)
#   wait_seen NAME REGEX   until a line anywhere on the screen matches
command -v tmux > /dev/null || { echo "FAIL tmux is not installed"; exit 1; }
export TMUX_TMPDIR="$work"
sock="-L adjutant-test"

repl() {
	name=$1; shift
	tmux $sock new-session -d -s "$name" -x 200 -y 50 \
	    "cd '$work' && NO_COLOR=1 XDG_DATA_HOME='$work/xdg' HOME='$work' \
	    '$bin' $*; echo \"exit=\$?\"; sleep 30"
	wait_for "$name" '> ?$'
}
keys() { tmux $sock send-keys -t "$1" "$2"; }
# A line is taken once the screen shows it was (its echo, or the answer):
# a wait_for just after must not meet the prompt the line was typed at,
# still the last line on a busy machine.
line() {
	_seen=$(screen "$1" | cksum)
	tmux $sock send-keys -t "$1" "$2" Enter
	i=0
	while [ $i -lt 100 ] && [ "$(screen "$1" | cksum)" = "$_seen" ]; do
		sleep 0.05; i=$((i + 1)); done
}
screen() { tmux $sock capture-pane -p -t "$1" -S -200; }
last() { screen "$1" | grep -v '^$' | tail -n 1; }
wait_for() {
	i=0
	while [ $i -lt 100 ]; do
		last "$1" | grep -Eq -- "$2" && return 0
		sleep 0.05; i=$((i + 1))
	done
	echo "     (waited in vain for /$2/ in $1; its screen:)"
	screen "$1" | grep -v '^$' | tail -n 5 | sed 's/^/     /'
	return 1
}
# The same prompt asked again looks like the first on the last line: a
# refusal is waited for by its own line.
wait_seen() {
	i=0
	while [ $i -lt 100 ]; do
		screen "$1" | grep -Eq -- "$2" && return 0
		sleep 0.05; i=$((i + 1))
	done
	echo "     (waited in vain for /$2/ on $1's screen)"
	screen "$1" | grep -v '^$' | tail -n 5 | sed 's/^/     /'
	return 1
}
on_exit() { tmux $sock kill-server 2> /dev/null; }
