export { default } from "../../bare/app/page.jsx";
