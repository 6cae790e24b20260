#!/bin/sh
# Dependencies run one way (run by make test as its own suite).
#
# Layers, lowest first; a file may include headers of its own layer or of
# a lower one, never of a higher one:
#
#   base    src/core, include/adj (but the mechanism headers)
#   mech    src/mech, include/adj/mech/, and the headers in MECH_HEADERS
#   sync    src/sync     the client of a shared campaign
#   cli     src/cli      the terminal; it routes a joined terminal's
#                        commands through its link (src/sync)
#   server  src/server   a campaign runs its commands through the CLI's
#                        dispatcher (a struct cli, confined)
#   main    src/*.c      the program: picks the server's face or the
#                        terminal's
#
# That order is what the code does: sync knows no terminal (the CLI fills
# in a struct link_term and sync calls back through it), the terminal
# knows no server (src/main.c picks the face), and the server reaches the
# client only through the CLI, so it includes no sync header.
#
# It fails (exit 1), printing each offending edge `file -> header`, when
#   - a file includes a header of a higher layer (a face included by a
#     face below it, sync including cli, the base including a mechanism);
#   - the directories of one layer include each other in a circle (a
#     public header including one of src/core, say);
#   - the .c files of a directory in FILE_DIRS depend on each other in a
#     circle (but for the dependencies ALLOW_FILES lists, each with its
#     reason).  a.c depends on b.c when it includes b.h (through headers
#     too), or when it names a function b.c defines: the call graph, since
#     a header such as server.h declares the functions of many files.
#
# Usage: check-layers.sh [-g]   (from the top of the tree)
#   -g   also print the dependencies among the files of FILE_DIRS

# Each directory's layer, a tab between: a file takes the layer of its own
# directory (a new directory is listed here, or the check fails).
LAYERS='
include/adj/mech	mech
include/adj	base
src/core	base
src/mech	mech
src/sync	sync
src/cli	cli
src/server	server
src	main
'
ORDER='base mech sync cli server main'

# Headers of include/adj that belong to the mechanisms: names, space
# apart.  Each mechanism's header is in include/adj/mech/, mech by its
# directory, so none is listed today.  mech.h, the interface through which
# the base knows every mechanism (the base includes it, the mechanisms
# implement it and src/mech/table.c lists them), is the base's own.
MECH_HEADERS=''

# Edges known to break the rules, kept while they are worked off: one a
# line, `file -> header` as the check prints them.  Empty is the aim.
ALLOW='
'

# Directories whose files must not depend on each other in a circle.
FILE_DIRS='src/core src/mech src/sync src/cli src/server'

# Dependencies between two files of one directory that close a circle
# on purpose: one a line, `file -> file`, each with its reason above it.
# The files of such a pair are still checked against every other file.
ALLOW_FILES='
# An offline umpire copy tries a command on its own state before it
# queues it (route.c try_locally): the dispatcher routes the line, and
# the route runs it through the dispatcher once more, with c->local set
# so that it is not routed again.
src/cli/route.c -> src/cli/cmd.c
'

set -u
graph=0
[ "${1:-}" = -g ] && graph=1
files=$(find src include -name '*.[ch]' | LC_ALL=C sort)
[ -n "$files" ] || { echo "FAIL no source found (run from the top)"; exit 1; }

# $files is split into words on purpose: no name in the tree holds a blank.
awk -v layers="$LAYERS" -v order="$ORDER" -v mech="$MECH_HEADERS" \
    -v allow="$ALLOW" -v filedirs="$FILE_DIRS" -v list="$files" \
    -v allowfiles="$ALLOW_FILES" -v graph="$graph" '
function dirname(p) { sub(/\/[^\/]*$/, "", p); return p }
function basename(p) { sub(/^.*\//, "", p); return p }

# "src/sync/../cli/cli.h" -> "src/cli/cli.h"
function normal(p,	n, i, k, part, out) {
	n = split(p, part, "/")
	k = 0
	for (i = 1; i <= n; i++) {
		if (part[i] == "." || part[i] == "")
			continue
		if (part[i] == ".." && k > 0) {
			k--
			continue
		}
		out[++k] = part[i]
	}
	p = ""
	for (i = 1; i <= k; i++)
		p = p (i > 1 ? "/" : "") out[i]
	return p
}

function layer_of(p) {
	if (dirname(p) == "include/adj" && (basename(p) in MECHH))
		return "mech"
	return (dirname(p) in LAYER) ? LAYER[dirname(p)] : ""
}

# The strings, character constants and comments of a line gone, so that
# only code names functions.
function code(s,	out, i, n, ch, nx) {
	out = ""
	n = length(s)
	for (i = 1; i <= n; i++) {
		ch = substr(s, i, 1)
		nx = substr(s, i + 1, 1)
		if (incomment) {
			if (ch == "*" && nx == "/") {
				incomment = 0
				i++
			}
			continue
		}
		if (quote != "") {
			if (ch == "\\")
				i++
			else if (ch == quote)
				quote = ""
			continue
		}
		if (ch == "/" && nx == "*") {
			incomment = 1
			i++
			out = out " "
		} else if (ch == "/" && nx == "/")
			break
		else if (ch == "\"" || ch == "\047") {
			quote = ch
			out = out " "
		} else
			out = out ch
	}
	quote = ""	# a string never runs on to the next line
	return out
}

BEGIN {
	n = split(layers, line, "\n")
	for (i = 1; i <= n; i++)
		if (split(line[i], f, "\t") == 2)
			LAYER[f[1]] = f[2]
	nlayers = split(order, ord, " ")
	for (i = 1; i <= nlayers; i++)
		RANK[ord[i]] = i
	n = split(mech, f, " ")
	for (i = 1; i <= n; i++)
		MECHH[f[i]] = 1
	n = split(allow, line, "\n")
	for (i = 1; i <= n; i++)
		if (line[i] ~ /[^ \t]/) {
			gsub(/^[ \t]+|[ \t]+$/, "", line[i])
			ALLOWED[line[i]] = 1
		}
	n = split(allowfiles, line, "\n")
	for (i = 1; i <= n; i++)
		if (line[i] ~ /[^ \t]/ && line[i] !~ /^#/) {
			gsub(/^[ \t]+|[ \t]+$/, "", line[i])
			ALLOWEDFILE[line[i]] = 1
		}
	n = split(filedirs, f, " ")
	for (i = 1; i <= n; i++)
		FILEDIR[f[i]] = 1
	n = split(list, f, "\n")
	for (i = 1; i <= n; i++)
		KNOWN[f[i]] = 1
	fail = 0
}

FNR == 1 {
	nfiles++
	incomment = 0
	quote = ""
	prev = ""
}

/^[ \t]*#[ \t]*include[ \t]*"/ {
	name = $0
	sub(/^[^"]*"/, "", name)
	sub(/".*$/, "", name)
	p = normal(dirname(FILENAME) "/" name)
	if (!(p in KNOWN))
		p = normal("include/" name)
	if (!(p in KNOWN)) {
		printf "FAIL %s -> %s: no such header under src/ or include/\n",
		    FILENAME, name
		fail = 1
		next
	}
	nedges++
	FROM[nedges] = FILENAME
	TO[nedges] = p
	next
}

# In the directories checked file by file: what each .c defines (the
# style puts a function name at the start of its line, and the word
# static on the line before) and every name it uses.
FILENAME ~ /\.c$/ && (dirname(FILENAME) in FILEDIR) {
	s = code($0)
	if (match(s, /^[A-Za-z_][A-Za-z0-9_]*\(/)) {
		fn = substr(s, 1, RLENGTH - 1)
		# A declaration at the start of a line that defines nothing.
		if (fn == "_Static_assert")
			;
		else if (prev ~ /^static([ \t]|$)/)
			LOCAL[FILENAME, fn] = 1
		else if (!(fn in DEFINER))
			DEFINER[fn] = FILENAME
	}
	if (s ~ /[^ \t]/)
		prev = s
	while (match(s, /[A-Za-z_][A-Za-z0-9_]*/)) {
		USES[FILENAME, substr(s, RSTART, RLENGTH)] = 1
		s = substr(s, RSTART + RLENGTH)
	}
}

# A circle through node u of graph G (EDGE[G, a, b]), by depth-first
# search: the nodes of the circle, or "".
function circle(G, u,	v, k, found) {
	COLOR[G, u] = 1
	STACK[++depth] = u
	for (k = 1; k <= NODES[G]; k++) {
		v = NODE[G, k]
		if (!((G, u, v) in EDGE))
			continue
		if (COLOR[G, v] == 1) {
			found = v
			for (k = depth; k >= 1 && STACK[k] != v; k--)
				found = STACK[k] " -> " found
			return v " -> " found
		}
		if (COLOR[G, v] == 0 && (found = circle(G, v)) != "")
			return found
	}
	COLOR[G, u] = 2
	depth--
	return ""
}

function add_node(G, u) {
	if ((G, u) in ISNODE)
		return
	ISNODE[G, u] = 1
	NODE[G, ++NODES[G]] = u
	COLOR[G, u] = 0
}

# Say the first circle of graph G, each edge with why it is there.
function report(G, what,	k, i, n, c, f) {
	for (k = 1; k <= NODES[G]; k++) {
		if (COLOR[G, NODE[G, k]] != 0)
			continue
		depth = 0
		if ((c = circle(G, NODE[G, k])) == "")
			continue
		printf "FAIL a circle among %s: %s\n", what, c
		n = split(c, f, " -> ")
		for (i = 1; i < n; i++)
			printf "     %s -> %s: %s\n", f[i], f[i + 1],
			    WHY[G, f[i], f[i + 1]]
		fail = 1
		return
	}
}

END {
	chain = ord[1]
	for (i = 2; i <= nlayers; i++)
		chain = chain " < " ord[i]

	# Rule 1: no include of a higher layer.
	for (e = 1; e <= nedges; e++) {
		a = FROM[e]
		b = TO[e]
		la = layer_of(a)
		lb = layer_of(b)
		if (la == "" || lb == "") {
			printf "FAIL %s: its directory has no layer (list " \
			    "it in LAYERS)\n", la == "" ? a : b
			fail = 1
			continue
		}
		if (RANK[lb] > RANK[la] && (a " -> " b) in ALLOWED)
			nallowed++
		else if (RANK[lb] > RANK[la]) {
			printf "FAIL %s -> %s: %s may not include %s, a " \
			    "higher layer (%s)\n", a, b, la, lb, chain
			fail = 1
		}
		# The directories of one layer, for rule 2.
		if (la == lb && dirname(a) != dirname(b)) {
			add_node("dir", dirname(a))
			add_node("dir", dirname(b))
			EDGE["dir", dirname(a), dirname(b)] = 1
			WHY["dir", dirname(a), dirname(b)] = a " includes " b
		}
	}

	# Rule 2: no circle among the directories of a layer.
	report("dir", "the directories of one layer")

	# Rule 3: no circle among the .c files of a directory in FILE_DIRS.
	for (a in KNOWN) {
		if (a !~ /\.c$/ || !(dirname(a) in FILEDIR))
			continue
		add_node("file " dirname(a), a)
		CFILE[a] = 1
	}
	# Headers reached from each .c file, through the headers it includes.
	for (e = 1; e <= nedges; e++)
		if (FROM[e] in CFILE)
			REACH[FROM[e], TO[e]] = 1
	do {
		grew = 0
		for (e = 1; e <= nedges; e++)
			for (a in CFILE) {
				if (!((a, FROM[e]) in REACH) ||
				    (a, TO[e]) in REACH)
					continue
				REACH[a, TO[e]] = 1
				grew = 1
			}
	} while (grew)
	for (a in CFILE)
		for (b in CFILE) {
			if (a == b || dirname(a) != dirname(b))
				continue
			h = b
			sub(/\.c$/, ".h", h)
			if ((a, h) in REACH) {
				EDGE["file " dirname(a), a, b] = 1
				WHY["file " dirname(a), a, b] = "includes " h
			}
		}
	for (k in USES) {
		split(k, f, SUBSEP)
		a = f[1]
		fn = f[2]
		if (!(fn in DEFINER) || (a, fn) in LOCAL)
			continue
		b = DEFINER[fn]
		if (a == b || dirname(a) != dirname(b))
			continue
		G = "file " dirname(a)
		if ((a " -> " b) in ALLOWEDFILE) {
			nallowedfile[a " -> " b] = 1
			continue
		}
		if (!((G, a, b) in EDGE))
			WHY[G, a, b] = "uses " fn "()"
		EDGE[G, a, b] = 1
	}
	for (d in FILEDIR)
		report("file " d, "the files of " d)
	if (graph)
		for (k in EDGE) {
			split(k, f, SUBSEP)
			if (f[1] ~ /^file /)
				printf "%s -> %s: %s\n", f[2], f[3], WHY[k]
		}

	for (k in nallowedfile)
		nfileallowed++
	if (!fail)
		printf "layers: %d files, %d includes, each down or level " \
		    "(%s)%s; no circle among directories, nor among the " \
		    "files of %s%s\n", nfiles, nedges, chain, nallowed ? \
		    " but " nallowed " kept in ALLOW" : "", filedirs, \
		    nfileallowed ? " (" nfileallowed " dependency kept in " \
		    "ALLOW_FILES)" : ""
	exit fail
}
' $files
