-- Conversation and message ids are the chat client's own (AI SDK useChat: 16 characters
-- of [0-9A-Za-z] by default), no longer UUIDs; a message id is unique within its conversation.
ALTER TABLE "chat_messages" DROP CONSTRAINT "chat_messages_conversation_id_chat_conversations_id_fk";--> statement-breakpoint
ALTER TABLE "chat_messages" DROP CONSTRAINT "chat_messages_pkey";--> statement-breakpoint
ALTER TABLE "chat_conversations" ALTER COLUMN "id" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "chat_conversations" ALTER COLUMN "id" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "chat_messages" ALTER COLUMN "conversation_id" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_conversation_id_id_pk" PRIMARY KEY("conversation_id","id");--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE cascade ON UPDATE no action;
