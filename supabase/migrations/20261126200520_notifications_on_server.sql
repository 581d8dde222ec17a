DROP INDEX "agent_notifications_undelivered_idx";--> statement-breakpoint
ALTER TABLE "agent_notifications" DROP COLUMN "delivered_at";