# Free text (issue 15): a note, a message or a declaration is kept byte
# for byte as typed after the command's fixed words, apostrophes and
# quotes included; the line still passes the input rule, and other
# commands still read quotes as grouping words.

$ adjutant --session t.adj -c 'new bloodiest hist' > /dev/null; adjutant --session t.adj -c "note Law's brigade \"holds\""; sqlite3 t.adj "SELECT text, json_extract(data, '$.note') FROM event WHERE kind = 'note'"
Noted: “Law's brigade "holds"”
“Law's brigade "holds"”|Law's brigade "holds"

$ adjutant --session t.adj --side confederate -c "declare Hood attacks Devil's Den"
Confederate declaration (sealed): “Hood attacks Devil's Den”. `reveal` shows every side's at once.

$ adjutant --session t.adj -c "declare union Sykes' corps holds Little Round Top" -c reveal
Union declaration (sealed): “Sykes' corps holds Little Round Top”. `reveal` shows every side's at once.
Declarations revealed: Confederate: “Hood attacks Devil's Den”; Union: “Sykes' corps holds Little Round Top”.

A message's arrives= is not text, before it or after it; other words
with '=' are:

$ adjutant --session t.adj --side union -c "message confederate Don't \"shoot\": x=3 arrives=+1" -c "message confederate arrives=+2 it's 'over'" -c message
Message #1 to the Confederate, arriving turn 2 (0730-0930): “Don't "shoot": x=3”.
Message #2 to the Confederate, arriving turn 3 (0930-1130): “it's 'over'”.
  #1   Union -> Confederate, arriving turn 2 (0730-0930): “Don't "shoot": x=3”
  #2   Union -> Confederate, arriving turn 3 (0930-1130): “it's 'over'”

Quotes around the whole text are the player's, not the text's; blanks
inside it are kept, and '#' is text, not a comment:

$ adjutant --session t.adj -c "note 'Hood is hit,   Law takes over'" -c 'note hex #2914 is "found"'; sqlite3 t.adj "SELECT json_extract(data, '$.note') FROM event WHERE kind = 'note' ORDER BY seq DESC LIMIT 2"
Noted: “Hood is hit,   Law takes over”
Noted: “hex #2914 is "found"”
hex #2914 is "found"
Hood is hit,   Law takes over

From a script, and given as words (the shell's quoting is the shell's):

$ printf "note O'Neal's men\nnote \"a\" and 'b'\n" > s.txt; adjutant --session t.adj s.txt; adjutant --session t.adj note "Rose's farm" is 'taken'
Noted: “O'Neal's men”
Noted: “"a" and 'b'”
Noted: “Rose's farm is taken”

The input rule still holds for free text:

$ adjutant --session t.adj -c "$(printf "note it's \033[2J")"
column 11: control character 0x1B (expected printable text)
[1]

Any other command still reads quotes, and an unclosed one is refused:

$ adjutant --session t.adj -c "lookup Devil's Den"
unclosed quote in the line
[1]
