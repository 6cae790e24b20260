/* A shared campaign's settings (adj/settings.h): the table of them, their
 * fold, and the events that change them.  A setting is a campaign's
 * choice of how it is run, not a rule of the game: the rules' data never
 * names one, and a game played at one table never records one. */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "adj/xalloc.h"
#include "adj/reply.h"
#include "adj/settings.h"
#include "adj/text.h"

/* Each setting, its values (the first is the default) and what each
 * means.  A new setting is a row here and a rule that reads it. */
static const struct setting {
	const char	*name;
	const char	*values[12];
	const char	*means[6];
	const char	*each;		/* the meaning of every value past the
					   first, its %s the value (a count) */
} table[] = {
	{ "advance", { "umpire", "sides", NULL },
	    { "the umpire moves the game on (`next`)",
	    "every side moves the game on (`next`), as the umpire does: for "
	    "a game without an umpire" }, NULL },
	/* The delay a side's message asks when it asks none (the umpire's
	 * own arrive at once unless arrives= says otherwise: messages.c). */
	{ "message-delay", { "none", "+0", "+1", "+2", "+3", NULL },
	    { "a side's message that asks no turn waits for the umpire to set "
	    "one", "a side's message that asks no turn asks this turn",
	    "a side's message that asks no turn asks the next turn",
	    "a side's message that asks no turn asks two turns on",
	    "a side's message that asks no turn asks three turns on" }, NULL },
	/* The public report (report_public.c): the observer's view of the
	 * game up to the end of the turn this many turns before the one
	 * being played, so that a club follows the campaign without
	 * learning what could still help a side; 0: none is published. */
	{ "public-delay", { "0", "1", "2", "3", "4", "5", "6", "7", "8", "9",
	    NULL }, { "no public report is published" },
	    "the public report runs %s turn(s) behind the game" },
};
#define NSETTINGS	((int)(sizeof table / sizeof table[0]))

_Static_assert(sizeof table / sizeof table[0] <= SETTINGS_MAX,
    "struct settings holds every setting of the table");

/* What value v of t means, in out. */
static const char *
meaning(const struct setting *t, int v, char *out, size_t len)
{
	if (v == 0 || t->each == NULL)
		return t->means[v];
	snprintf(out, len, t->each, t->values[v]);
	return out;
}

static int
find(const char *name)
{
	int	 i;

	for (i = 0; i < NSETTINGS; i++)
		if (strcasecmp(table[i].name, name) == 0)
			return i;
	return -1;
}

static int
value_of(const struct setting *t, const char *value)
{
	int	 i;

	for (i = 0; t->values[i] != NULL; i++)
		if (strcasecmp(t->values[i], value) == 0)
			return i;
	return -1;
}

/* "umpire|sides" */
static void
values_list(const struct setting *t, char *out, size_t len)
{
	size_t	 n = 0;
	int	 i;

	out[0] = '\0';
	for (i = 0; t->values[i] != NULL && n < len; i++)
		n += (size_t)snprintf(out + n, len - n, "%s%s", i ? "|" : "",
		    t->values[i]);
}

void
settings_reset(struct settings *set)
{
	memset(set, 0, sizeof *set);
}

/* {"name": "answer", "choice", "of", "side", "commander"}: "" is off
 * (for that side, or every side when side is ""). */
static void
answer_fold(struct settings *set, json_t *d)
{
	const char	*choice = json_text(d, "choice"), *of = json_text(d,
			    "of"), *side = json_text(d, "side"),
			*role = json_text(d, "commander");
	struct answer_rule *a;
	int		 i;

	for (i = 0; i < set->nanswer; i++) {
		a = &set->answer[i];
		if (strcmp(a->choice, choice) != 0 || strcmp(a->of, of) != 0 ||
		    (side[0] != '\0' && strcmp(a->side, side) != 0))
			continue;
		set->answer[i--] = set->answer[--set->nanswer];
	}
	if (role[0] == '\0' || set->nanswer == ANSWERS_MAX)
		return;
	a = &set->answer[set->nanswer++];
	snprintf(a->choice, sizeof a->choice, "%s", choice);
	snprintf(a->of, sizeof a->of, "%s", of);
	snprintf(a->side, sizeof a->side, "%s", side);
	snprintf(a->role, sizeof a->role, "%s", role);
}

const char *
settings_answerer(const struct settings *set, const char *side,
    const char *choice, const char *of)
{
	const struct answer_rule *a, *any = NULL;
	int		 i;

	for (i = 0; i < set->nanswer; i++) {
		a = &set->answer[i];
		if (strcmp(a->side, side) != 0 || strcmp(a->choice, choice) != 0)
			continue;
		/* The rule for what it is of comes before the choice's. */
		if (of != NULL && strcmp(a->of, of) == 0)
			return a->role;
		if (a->of[0] == '\0')
			any = a;
	}
	return any != NULL ? any->role : NULL;
}

json_t *
settings_answer_event(const char *choice, const char *of, const char *side,
    const char *role)
{
	/* (Not "role": every event's "role" is who acted.) */
	return xjson_pack("{s:s, s:s, s:s, s:s, s:s}", "name", "answer",
	    "choice", choice, "of", of, "side", side, "commander", role);
}

void
settings_answers_show(const struct settings *set, struct reply *r,
    json_t *json)
{
	const struct answer_rule *a;
	json_t		*list = json_array();
	int		 i;

	for (i = 0; i < set->nanswer; i++) {
		a = &set->answer[i];
		reply_line(r, "  answer %s%s%s: %s", a->choice, a->of[0] ? ":" :
		    "", a->of, a->role);
		json_array_append_new(list, xjson_pack("{s:s, s:s, s:s, s:s}",
		    "choice", a->choice, "of", a->of, "side", a->side, "role",
		    a->role));
	}
	json_object_set_new(json, "answers", list);
}

void
settings_fold(struct settings *set, json_t *d)
{
	int	 i, v;

	if (strcmp(json_text(d, "name"), "answer") == 0) {
		answer_fold(set, d);
		return;
	}
	if ((i = find(json_text(d, "name"))) >= 0 &&
	    (v = value_of(&table[i], json_text(d, "value"))) >= 0)
		set->value[i] = v;
}

const char *
settings_get(const struct settings *set, const char *name)
{
	int	 i = find(name);

	return i < 0 ? NULL : table[i].values[set->value[i]];
}

/* One NAME=VALUE word: the setting and its value, or -1 with why. */
static int
parse(const char *word, int *setting, int *value, char *err, size_t errlen)
{
	const char	*eq = strchr(word, '=');
	char		 name[32], all[128];
	int		 i;

	snprintf(name, sizeof name, "%.*s", eq != NULL ? (int)(eq - word) :
	    (int)strlen(word), word);
	if (eq == NULL || (i = find(name)) < 0) {
		size_t n = 0;

		all[0] = '\0';
		for (i = 0; i < NSETTINGS && n < sizeof all; i++) {
			char v[64];

			values_list(&table[i], v, sizeof v);
			n += (size_t)snprintf(all + n, sizeof all - n,
			    "%s%s=%s", i ? ", " : "", table[i].name, v);
		}
		snprintf(err, errlen, "\"%s\" is not a campaign setting: "
		    "expected NAME=VALUE, one of %s", word, all);
		return -1;
	}
	if ((*value = value_of(&table[i], eq + 1)) < 0) {
		values_list(&table[i], all, sizeof all);
		snprintf(err, errlen, "\"%s\" is not a value of %s: expected "
		    "%s=%s", eq + 1, table[i].name, table[i].name, all);
		return -1;
	}
	*setting = i;
	return 0;
}

int
settings_check(int n, char **words, char *err, size_t errlen)
{
	int	 i, setting, value;

	for (i = 0; i < n; i++)
		if (parse(words[i], &setting, &value, err, errlen) != 0)
			return -1;
	return 0;
}

int
settings_change(const struct settings *set, const char *word, json_t **data,
    char *text, size_t tlen, char *err, size_t errlen)
{
	const struct setting	*t;
	char			 m[128];
	int			 setting, value;

	*data = NULL;
	if (parse(word, &setting, &value, err, errlen) != 0)
		return -1;
	t = &table[setting];
	if (set->value[setting] == value) {
		snprintf(text, tlen, "Campaign setting %s is %s already: %s",
		    t->name, t->values[value], meaning(t, value, m, sizeof m));
		return 0;
	}
	snprintf(text, tlen, "Campaign setting %s=%s: %s", t->name,
	    t->values[value], meaning(t, value, m, sizeof m));
	*data = xjson_pack("{s:s, s:s}", "name", t->name, "value",
	    t->values[value]);
	return 1;
}

json_t *
settings_json(const struct settings *set)
{
	json_t	*o = json_object();
	int	 i;

	for (i = 0; i < NSETTINGS; i++)
		json_object_set_new(o, table[i].name, json_string(
		    table[i].values[set->value[i]]));
	return o;
}

void
settings_show(const struct settings *set, struct reply *r, json_t *json)
{
	const struct setting	*t;
	char			 line[64], v[64], m[128];
	int			 i;

	for (i = 0; i < NSETTINGS; i++) {
		t = &table[i];
		snprintf(line, sizeof line, "%s=%s", t->name,
		    t->values[set->value[i]]);
		values_list(t, v, sizeof v);
		reply_line(r, "  %-16s %s (%s)", line, meaning(t,
		    set->value[i], m, sizeof m), v);
		json_object_set_new(json, t->name, json_string(
		    t->values[set->value[i]]));
	}
}
