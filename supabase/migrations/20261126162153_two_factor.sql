CREATE TABLE "agent_recovery_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_two_factor" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"secret_encrypted" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"last_time_step" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agent_recovery_codes" ADD CONSTRAINT "agent_recovery_codes_user_id_agent_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."agent_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_two_factor" ADD CONSTRAINT "agent_two_factor_user_id_agent_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."agent_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_recovery_codes_user_hash_key" ON "agent_recovery_codes" USING btree ("user_id","code_hash");--> statement-breakpoint
-- Server-only tables like the session and reset-token tables: row-level security on and no
-- policy, so only the server's own role reaches a secret or a recovery code hash.
ALTER TABLE "agent_two_factor" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "agent_recovery_codes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
-- The flag alone never asked for a second factor: nobody has an authenticator enrolled yet.
UPDATE "agent_users" SET "two_factor_enabled" = false WHERE "two_factor_enabled";
