export { default, metadata } from "../../bare/app/layout.jsx";
