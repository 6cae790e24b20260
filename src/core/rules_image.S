/* The rules database image built from db/ (see the Makefile), linked into
 * the binary so the program needs no file beside it: in two parts, the
 * tables a command reads first and the rest (db/rules-first.txt).  Then
 * the schema's own text, whole (its defaults and checks, which the image
 * leaves out): what a game module is written and checked against
 * (module_schema.c). */
	.section .rodata
	.global adj_rules_image
	.global adj_rules_image_end
	.global adj_rules_rest
	.global adj_rules_rest_end
	.balign 16
adj_rules_image:
	.incbin RULES_FIRST
adj_rules_image_end:
	.byte 0
	.balign 16
adj_rules_rest:
	.incbin RULES_REST
adj_rules_rest_end:
	.byte 0
	.global adj_rules_schema
adj_rules_schema:
	.incbin RULES_SCHEMA
	.byte 0
	.section .note.GNU-stack,"",@progbits
