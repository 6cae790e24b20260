# Undo by number at a table: `undo SEQ` (or #SEQ, as `log` numbers the
# events) takes back that command and only what depends on it.  A roll
# or a note goes alone, and the reply says so; a change takes the later
# changes of the same track, and in a script is refused with the list
# until `all` agrees to it.  The log marks each command undone.

$ adjutant --session u.adj -c 'new longstreet round-tops' > /dev/null

$ adjutant --session u.adj -c 'track vp +2' -c 'roll 2d6 roll=8' -c 'track vp +1' -c 'note the ford is deep'
Victory Points 0 -> 2
2d6: 8 (real dice)
Victory Points 2 -> 3
Noted: “the ford is deep”

The first change has a later change of the same track: refused, the
list shown, nothing taken back.

$ adjutant --session u.adj -c 'undo 3'
`undo 3` takes back 2 commands:
  #3 track vp +2
  #5 track vp +1 (changes the same track, vp)
undo: #5 depends on #3: nothing taken back (`undo 3 all` takes back all 2)
[1]

The roll two commands back goes alone, `#` and all (no comment).

$ adjutant --session u.adj -c 'undo #4'
`undo 4` takes back #4 alone (roll 2d6 roll=8): nothing later depends on it.
Undid: roll 2d6 roll=8. The log keeps both.

$ adjutant --session u.adj -c 'undo 3 preview'
`undo 3` takes back 2 commands:
  #3 track vp +2
  #5 track vp +1 (changes the same track, vp)

$ adjutant --session u.adj -c 'undo 3 all'
`undo 3` takes back 2 commands:
  #3 track vp +2
  #5 track vp +1 (changes the same track, vp)
Undid: track vp +2.
Undid: track vp +1. The log keeps both.

$ adjutant --session u.adj -c 'log'
    1  -      new     New game: longstreet-attacks, round-tops
    2  4:20   phase   Turn 1 (4:20): Command Decision Phase: The Key Chit
    3x 4:20   track   (undone) Victory Points 0 -> 2
    4x 4:20   roll    (undone) Rolled 2d6: 8 (real dice)
    5x 4:20   track   (undone) Victory Points 2 -> 3
    6  4:20   note    “the ford is deep”
    7  4:20   undo    Undid: roll 2d6 roll=8
    8  4:20   undo    Undid: track vp +2
    9  4:20   undo    Undid: track vp +1

$ adjutant --session u.adj --json -c 'track vp'
{"ok":true,"command":"track","track":"vp","value":0}

What cannot be taken back, each said in one line:

$ adjutant --session u.adj -c 'undo 3'
undo: #3 was taken back already, by #8
[1]

$ adjutant --session u.adj -c 'undo 2'
undo: #1 is the game's start: there is nothing before it to go back to
[1]

$ adjutant --session u.adj -c 'undo 7'
undo: #7 is an undo, which stands: the log keeps both
[1]

$ adjutant --session u.adj -c 'undo 999'
undo: there is no event #999 (the last is #9: `log` numbers them)
[1]

$ adjutant --session u.adj -c 'undo all'
undo: `all` goes with a command's number (`undo 42 all`): a bare `undo` takes back the last command alone
[1]

$ adjutant --session u.adj -c 'undo 3 bogus'
usage: undo [SEQ] [all] [preview] [reason=WHY...] (takes back the last command, or the one numbered)
[1]

$ adjutant --session u.adj -c 'undo -3'
usage: undo [SEQ] [all] [preview] [reason=WHY...] (takes back the last command, or the one numbered)
[1]

$ adjutant --session u.adj -c 'undo 99999999999999999999'
usage: undo [SEQ] [all] [preview] [reason=WHY...] (takes back the last command, or the one numbered)
[1]

A bare undo is as it was; `undo preview` names what it would take back.

$ adjutant --session u.adj -c 'undo preview'
`undo` takes back #6 alone (note the ford is deep): nothing later depends on it.

$ adjutant --session u.adj -c 'undo'
Undid: note the ford is deep. The log keeps both.
