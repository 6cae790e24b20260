#!/bin/sh
# The manual page adjutant-module(5), the game module format, made from
# the rules schema itself (db/schema.sql): each table is a section of a
# module, its columns and their meanings as the schema's comments give
# them, so the page and what `module import` takes never disagree.
# Usage: module-man.sh SCHEMA.sql VERSION OUT.5
set -eu
schema=$1
version=$2
out=$3
{
cat <<EOF
.TH ADJUTANT-MODULE 5 "" "adjutant $version" "File Formats"
.SH NAME
adjutant-module \\- a game's rules as one text file for Adjutant
.SH SYNOPSIS
.nf
adjutant -c 'module export GAME FILE'
adjutant -c 'module import FILE [--as ID]'
adjutant -c 'new ID SCENARIO'
.fi
.SH DESCRIPTION
A module is one UTF-8 text file in YAML that holds all of a game's rules
data: its sides, turns and scenarios, its sequence of play, its tracks,
tables, chits or cards, formations, set-ups and victory conditions.
An owner writes one from the printed book of a game, checks and installs it
with \\fBmodule import\\fR, and plays it with \\fBnew\\fR as a shipped game.
Every shipped game can be written as a module (\\fBmodule export\\fR), so
each is a complete example of this format.
.PP
The file is a mapping.  Its first key is \\fBformat\\fR, the version of this
format (1).  Then \\fBgame\\fR, a mapping of the game's own row (see
\\fBgame\\fR below: \\fBid\\fR, \\fBtitle\\fR, \\fBtag\\fR, \\fBdice\\fR and
\\fBsection\\fR at least).  Every other key is a section, named after a
table below, whose value is a list of rows; a row is a mapping of the
table's columns to their values, written on one line as a flow mapping:
.PP
.nf
format: 1
game:
  id: my-game
  title: My Game
  tag: MG
  dice: one d6
  section: '1.0'
rule_section:
- {section: '1.0', title: Introduction}
side:
- {id: north, name: North, pos: 1, section: '2.1'}
.fi
.PP
Comments (from \\fB#\\fR to the end of a line) may stand anywhere.
Sections may come in any order after \\fBgame\\fR; the rows of a section
are kept in the order written.
.SS Cells
A table's cells may be typed as the chart is printed: the \fBcells\fR
section is a mapping of each table's id to its grid, a CSV block in the
layout \fBtable import\fR and \fBhelp table\fR use: a header of the row
keys' dimensions and the printed columns' labels (or \fIDIMENSION\fB,result\fR
for a table of one dimension), then a row a line.  A grid comes after the
table's \fBlookup_table\fR, \fBlookup_dim\fR and \fBlookup_entry\fR rows;
its cells take the table's section.  An empty place is no cell: a cell
with a note, a section or an uncertainty of its own is a \fBlookup_cell\fR
row instead.
.PP
.nf
cells:
  forage: |
    levels,-1,0,1,2
    1 level,0,0,0,1
    2 levels,0,0,1,2
.fi
.SS Values
A value written plainly is a number when it reads as one (\\fB12\\fR,
\\fB-3\\fR, \\fB7.5\\fR), nothing when it is empty, \\fB~\\fR or
\\fBnull\\fR, and text otherwise.  Quote text that would read as a number
or as nothing, as a section number usually would: \\fB'4.1'\\fR stays the
text 4.1.  A column left out takes its default (given below), or nothing.
No row names its game: every row of a module is its game's.
.SS Checks
\\fBmodule import\\fR reads the whole file before it installs anything,
and says every problem it finds, each as FILE:LINE:COLUMN, what was found
and what was expected: a section that is no table, a column the table
lacks, a column given twice, a value that is a list, a row that breaks a
rule of its table (a missing value, a check, a key given twice), a row
that refers to one that is not there.  Then the module's rows pass the
checks \\fBrules check\\fR makes of the shipped games: sections cited
that are not in \\fBrule_section\\fR, incomplete tables, formulas that do
not compile.  An expression in a module (a formula, a test) runs only
through the program's evaluator, which lets it read the values it is
given and nothing more: a write, an \\fBATTACH\\fR, a pragma or a read of
another table is refused at import.  Nothing is installed while any
problem stands.  What is unusual but no mistake (a game of other than two
sides, no scenario, a table of the text with no cell) is said as a
warning, and the module installs anyway.
.SS Installed modules
A module is installed for the user alone, in
\\fB\$XDG_DATA_HOME/adjutant/modules/\\fR: its text as written
(\\fIID\\fR\\fB.yaml\\fR) and its rows (\\fIID\\fR\\fB.db\\fR), both
readable by their owner only.  An id is lower-case letters and digits,
words joined by single hyphens, at most 40 characters, and not a shipped
game's (\\fB--as\\fR installs a module under another).  A session of a
module records the SHA-256 of the module's text it began with, and the
text itself: while the installed module is that text it is played as
any game; a module changed or removed since, it says so and shows the
game read-only, by the text its file keeps, never by other rules.
.PP
Tables printed only on a player aid stay the owner's: a module may
carry their cells (its \\fBlookup_cell\\fR rows) or declare them by shape
(\\fBlookup_table\\fR with source \\fBplayer-aid\\fR and its
\\fBlookup_dim\\fR and \\fBlookup_entry\\fR rows) for \\fBtable import\\fR,
as the shipped games do.
.SH SECTIONS
Each table of the rules schema, in the order the program writes them.
Under each, its columns: a column marked \\fIneeded\\fR must be given;
one with a default may be left out.
EOF
awk '
function flush_desc() { desc = "" }
function esc(s) {
	gsub(/\\/, "\\e", s)
	sub(/^[.\047]/, "\\\\\\&&", s)
	return s
}
function col_out() {
	if (cname == "" || (cname == "game" && table != "game"))
		return
	print ".TP"
	print "\\fB" cname "\\fR" (ctype != "" ? " (" ctype ")" : "") cflags
	if (ccomment != "")
		print esc(ccomment)
	cname = ""
}
/^--/ && !intable {
	line = $0; sub(/^-- ?/, "", line)
	desc = desc (desc == "" ? "" : " ") line
	next
}
/^[ \t]*$/ && !intable { flush_desc(); next }
/^CREATE TABLE/ {
	table = $3; intable = 1; cname = ""
	print ".SS " table
	if (desc != "") print esc(desc)
	flush_desc()
	next
}
intable && /^\);/ { col_out(); intable = 0; if (keys != "") { print ".PP"; print "One row a " keys "." }; keys = ""; next }
intable {
	line = $0
	comment = ""
	if ((i = index(line, "--")) > 0) {
		comment = substr(line, i + 2); sub(/^ +/, "", comment)
		line = substr(line, 1, i - 1)
	}
	if (line ~ /^[ \t]*$/) {	# a comment that goes on
		if (cname != "") ccomment = ccomment " " comment
		next
	}
	sub(/^[ \t]+/, "", line)
	n = split(line, w, /[ \t(,]+/)
	if (w[1] == "PRIMARY" || w[1] == "UNIQUE") {
		k = line; sub(/^[^(]*\(/, "", k); sub(/\).*/, "", k)
		gsub(/ /, "", k); sub(/^game,/, "", k); gsub(/,/, ", ", k)
		if (w[1] == "PRIMARY" || keys == "") keys = "distinct " k
		next
	}
	if (w[1] == "FOREIGN" || w[1] == "CHECK" || w[1] == "CONSTRAINT")
		next
	col_out()
	cname = w[1]; ctype = (w[2] ~ /^(TEXT|INTEGER|REAL|NUMERIC|BLOB)$/) ? w[2] : ""
	cflags = ""
	if (line ~ /NOT NULL/ && line !~ /DEFAULT/) cflags = ", \\fIneeded\\fR"
	if (match(line, /DEFAULT [^ ,]+/))
		cflags = cflags ", default " substr(line, RSTART + 8, RLENGTH - 8)
	if (match(line, /CHECK \(.*\)/)) {
		ck = substr(line, RSTART + 7, RLENGTH - 8)
		if (ck ~ / IN \(/) { sub(/^[a-z_]+ IN \(/, "", ck); sub(/\)$/, "", ck); cflags = cflags ", one of " ck }
	}
	ccomment = comment
}
' "$schema"
cat <<EOF
.SH EXAMPLES
Write a shipped game as a module, change it, and install it as a game of
its own:
.PP
.nf
adjutant -c 'module export longstreet-attacks la.yaml'
adjutant -c 'module import la.yaml --as my-la'
adjutant -c 'new my-la round-tops'
.fi
.SH SEE ALSO
.BR adjutant (1)
EOF
} > "$out"
