/** The offline model's answer from this tool's result (written in lib/ai/offline, shared helpers there). */
export { answerDevices as answer } from "@/lib/ai/offline/answer";
