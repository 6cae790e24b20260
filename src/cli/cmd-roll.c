/* `roll DICE [roll=RESULT]`: program dice, or real dice typed in. */
#include <stdio.h>
#include <string.h>

#include "adj/xalloc.h"
#include "cli.h"

static int
cmd_roll_exec(struct cmd_ctx *x, int argc, char **argv, struct reply *r)
{
	struct cli	*c = x->c;
	struct dice	 d;
	struct roll	 rl;
	char		 err[256], text[160], name[16];
	const char	*typed = arg_value(argc, argv, "roll");
	json_t		*dice;
	int		 i;

	if (argc < 2 || argc > 3 || (argc == 3 && typed == NULL))
		return cli_usage(c, x->entry, NULL, r);
	if (dice_parse(argv[1], &d, err, sizeof err) != 0)
		return reply_fail(r, "%s", err);
	if (typed != NULL) {
		if (dice_read(&d, typed, &rl, err, sizeof err) != 0)
			return reply_fail(r, "%s. Nothing recorded", err);
	} else
		dice_roll(&d, &c->rng, &rl);
	dice_name(&d, name, sizeof name);
	roll_describe(&rl, text, sizeof text);
	dice = json_array();
	if (rl.per_die)
		for (i = 0; i < d.n; i++)
			json_array_append_new(dice, json_integer(rl.die[i]));
	if (c->s != NULL) {
		char line[256];

		snprintf(line, sizeof line, "Rolled %s: %s%s", name, text,
		    rl.typed ? " (real dice)" : "");
		if (session_record(c->s, "roll", line, xjson_pack("{s:s, s:i, "
		    "s:O, s:b}", "dice", name, "total", rl.total, "faces", dice,
		    "typed", rl.typed)) != 0) {
			json_decref(dice);
			return reply_fail(r, "cannot record the roll");
		}
	}
	reply_line(r, "%s: %s%s", name, text, rl.typed ? " (real dice)" : "");
	json_object_set_new(r->json, "spec", json_string(name));
	json_object_set_new(r->json, "total", json_integer(rl.total));
	json_object_set_new(r->json, "dice", dice);
	json_object_set_new(r->json, "typed", json_boolean(rl.typed));
	return 0;
}

const struct cmd_entry cmd_roll_entry = {
	.name = "roll",
	.alias = "r",
	.args = "DICE [roll=RESULT]",
	.hint = "DICE: d6, 2d6, d66, NdS",
	.summary = "roll dice, or record real dice",
	.example = "roll d66",
	.more = "DICE is d6, 2d6, NdS or d66 (two colours: the coloured "
	    "die is the tens).\n"
	    "roll=62 records real dice instead; impossible results are refused.\n"
	    "With a game open every roll goes into the log.",
	.flags = CMD_WRITES |
	CMD_CAMPAIGN | CMD_ANYONE,
	.exec = cmd_roll_exec,
};
