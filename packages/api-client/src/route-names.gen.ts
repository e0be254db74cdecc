// Written by packages/api-client/scripts/write-route-table.ts from @institute/api-contract (npm run routes:table); not edited by hand.
import type { RouteName } from "@institute/api-contract";

export const ROUTE_NAMES = {
  "health": {
    "check": {
      "tag": "Health",
      "action": "check",
      "one": "",
    },
    "stats": {
      "tag": "Health",
      "action": "stats",
      "one": "",
    },
  },
  "settings": {
    "get": {
      "tag": "Settings",
      "action": "get",
      "one": "settings",
    },
    "update": {
      "tag": "Settings",
      "action": "update",
      "one": "settings",
    },
    "retention": {
      "tag": "Settings",
      "action": "retention",
      "one": "settings",
    },
    "saveRetention": {
      "tag": "Settings",
      "action": "saveRetention",
      "one": "settings",
    },
  },
  "sliders": {
    "list": {
      "tag": "Sliders",
      "action": "list",
      "one": "slide",
    },
    "order": {
      "tag": "Sliders",
      "action": "order",
      "one": "slide",
    },
    "add": {
      "tag": "Sliders",
      "action": "add",
      "one": "slide",
    },
    "update": {
      "tag": "Sliders",
      "action": "update",
      "one": "slide",
    },
    "remove": {
      "tag": "Sliders",
      "action": "remove",
      "one": "slide",
    },
  },
  "home": {
    "get": {
      "tag": "Home content",
      "action": "get",
      "one": "home page",
    },
    "update": {
      "tag": "Home content",
      "action": "update",
      "one": "home page",
    },
  },
  "about": {
    "get": {
      "tag": "About page",
      "action": "get",
      "one": "about page",
    },
    "update": {
      "tag": "About page",
      "action": "update",
      "one": "about page",
    },
  },
  "privacy": {
    "get": {
      "tag": "Privacy notice",
      "action": "get",
      "one": "privacy notice",
    },
    "update": {
      "tag": "Privacy notice",
      "action": "update",
      "one": "privacy notice",
    },
  },
  "gallery": {
    "list": {
      "tag": "Gallery",
      "action": "list",
      "one": "photo",
    },
    "order": {
      "tag": "Gallery",
      "action": "order",
      "one": "photo",
    },
    "upload": {
      "tag": "Gallery",
      "action": "upload",
      "one": "photo",
    },
    "update": {
      "tag": "Gallery",
      "action": "update",
      "one": "photo",
    },
    "remove": {
      "tag": "Gallery",
      "action": "remove",
      "one": "photo",
    },
  },
  "downloads": {
    "courseFile": {
      "tag": "Uploads",
      "action": "courseFile",
      "one": "",
    },
    "image": {
      "tag": "Uploads",
      "action": "image",
      "one": "",
    },
  },
  "testimonials": {
    "list": {
      "tag": "Testimonials",
      "action": "list",
      "one": "testimonial",
    },
    "order": {
      "tag": "Testimonials",
      "action": "order",
      "one": "testimonial",
    },
    "add": {
      "tag": "Testimonials",
      "action": "add",
      "one": "testimonial",
    },
    "update": {
      "tag": "Testimonials",
      "action": "update",
      "one": "testimonial",
    },
    "remove": {
      "tag": "Testimonials",
      "action": "remove",
      "one": "testimonial",
    },
  },
  "contacts": {
    "list": {
      "tag": "Contact messages",
      "action": "list",
      "one": "contact message",
    },
    "send": {
      "tag": "Contact messages",
      "action": "send",
      "one": "contact message",
    },
    "markHandled": {
      "tag": "Contact messages",
      "action": "markHandled",
      "one": "contact message",
    },
    "export": {
      "tag": "Contact messages",
      "action": "export",
      "one": "contact message",
    },
    "remove": {
      "tag": "Contact messages",
      "action": "remove",
      "one": "contact message",
    },
    "followUp": {
      "tag": "Contact messages",
      "action": "followUp",
      "one": "contact message",
    },
    "notes": {
      "tag": "Contact messages",
      "action": "notes",
      "one": "contact message",
    },
    "addNote": {
      "tag": "Contact messages",
      "action": "addNote",
      "one": "contact message",
    },
  },
  "courses": {
    "list": {
      "tag": "Courses",
      "action": "list",
      "one": "course",
    },
    "cards": {
      "tag": "Courses",
      "action": "cards",
      "one": "course",
    },
    "get": {
      "tag": "Courses",
      "action": "get",
      "one": "course",
    },
    "add": {
      "tag": "Courses",
      "action": "add",
      "one": "course",
    },
    "update": {
      "tag": "Courses",
      "action": "update",
      "one": "course",
    },
    "remove": {
      "tag": "Courses",
      "action": "remove",
      "one": "course",
    },
  },
  "courseFiles": {
    "list": {
      "tag": "Course files",
      "action": "list",
      "one": "course file",
    },
    "mine": {
      "tag": "Course files",
      "action": "mine",
      "one": "course file",
    },
    "upload": {
      "tag": "Course files",
      "action": "upload",
      "one": "course file",
    },
    "export": {
      "tag": "Course files",
      "action": "export",
      "one": "course file",
    },
    "remove": {
      "tag": "Course files",
      "action": "remove",
      "one": "course file",
    },
  },
  "admin": {
    "login": {
      "tag": "Admin",
      "action": "login",
      "one": "",
    },
    "logout": {
      "tag": "Admin",
      "action": "logout",
      "one": "",
    },
    "changePassword": {
      "tag": "Admin",
      "action": "changePassword",
      "one": "",
    },
    "changeEmail": {
      "tag": "Admin",
      "action": "changeEmail",
      "one": "",
    },
    "stats": {
      "tag": "Admin",
      "action": "stats",
      "one": "",
    },
    "about": {
      "tag": "Admin",
      "action": "about",
      "one": "",
    },
  },
  "visits": {
    "record": {
      "tag": "Visits",
      "action": "record",
      "one": "",
    },
  },
  "students": {
    "register": {
      "tag": "Students",
      "action": "register",
      "one": "student",
    },
    "login": {
      "tag": "Students",
      "action": "login",
      "one": "student",
    },
    "logout": {
      "tag": "Students",
      "action": "logout",
      "one": "student",
    },
    "changePassword": {
      "tag": "Students",
      "action": "changePassword",
      "one": "student",
    },
    "profile": {
      "tag": "Students",
      "action": "profile",
      "one": "student",
    },
    "updateProfile": {
      "tag": "Students",
      "action": "updateProfile",
      "one": "student",
    },
    "list": {
      "tag": "Students",
      "action": "list",
      "one": "student",
    },
    "export": {
      "tag": "Students",
      "action": "export",
      "one": "student",
    },
    "edit": {
      "tag": "Students",
      "action": "edit",
      "one": "student",
    },
    "remove": {
      "tag": "Students",
      "action": "remove",
      "one": "student",
    },
  },
  "passwordResets": {
    "issue": {
      "tag": "Password resets",
      "action": "issue",
      "one": "student",
    },
    "request": {
      "tag": "Password resets",
      "action": "request",
      "one": "student",
    },
    "use": {
      "tag": "Password resets",
      "action": "use",
      "one": "student",
    },
    "requestStaff": {
      "tag": "Password resets",
      "action": "requestStaff",
      "one": "student",
    },
    "useStaff": {
      "tag": "Password resets",
      "action": "useStaff",
      "one": "student",
    },
  },
  "inquiries": {
    "list": {
      "tag": "Inquiries",
      "action": "list",
      "one": "inquiry",
    },
    "send": {
      "tag": "Inquiries",
      "action": "send",
      "one": "inquiry",
    },
    "markHandled": {
      "tag": "Inquiries",
      "action": "markHandled",
      "one": "inquiry",
    },
    "export": {
      "tag": "Inquiries",
      "action": "export",
      "one": "inquiry",
    },
    "followUp": {
      "tag": "Inquiries",
      "action": "followUp",
      "one": "inquiry",
    },
    "notes": {
      "tag": "Inquiries",
      "action": "notes",
      "one": "inquiry",
    },
    "addNote": {
      "tag": "Inquiries",
      "action": "addNote",
      "one": "inquiry",
    },
  },
  "followUp": {
    "stages": {
      "tag": "Follow-up desk",
      "action": "stages",
      "one": "",
    },
    "saveStages": {
      "tag": "Follow-up desk",
      "action": "saveStages",
      "one": "",
    },
    "byMonth": {
      "tag": "Follow-up desk",
      "action": "byMonth",
      "one": "",
    },
  },
  "chats": {
    "record": {
      "tag": "Chats",
      "action": "record",
      "one": "",
    },
    "byCourse": {
      "tag": "Chats",
      "action": "byCourse",
      "one": "",
    },
  },
  "mail": {
    "list": {
      "tag": "Mail",
      "action": "list",
      "one": "mail",
    },
    "delivery": {
      "tag": "Mail",
      "action": "delivery",
      "one": "mail",
    },
    "saveRecipients": {
      "tag": "Mail",
      "action": "saveRecipients",
      "one": "mail",
    },
    "get": {
      "tag": "Mail",
      "action": "get",
      "one": "mail",
    },
    "resend": {
      "tag": "Mail",
      "action": "resend",
      "one": "mail",
    },
  },
  "staff": {
    "list": {
      "tag": "Staff",
      "action": "list",
      "one": "staff account",
    },
    "add": {
      "tag": "Staff",
      "action": "add",
      "one": "staff account",
    },
    "setEnabled": {
      "tag": "Staff",
      "action": "setEnabled",
      "one": "staff account",
    },
  },
  "activity": {
    "list": {
      "tag": "Activity",
      "action": "list",
      "one": "",
    },
  },
  "releases": {
    "list": {
      "tag": "Releases",
      "action": "list",
      "one": "remote",
    },
    "upload": {
      "tag": "Releases",
      "action": "upload",
      "one": "remote",
    },
    "activate": {
      "tag": "Releases",
      "action": "activate",
      "one": "remote",
    },
    "rollback": {
      "tag": "Releases",
      "action": "rollback",
      "one": "remote",
    },
  },
  "clientErrors": {
    "report": {
      "tag": "Client errors",
      "action": "report",
      "one": "",
    },
    "summary": {
      "tag": "Client errors",
      "action": "summary",
      "one": "",
    },
  },
  "documentation": {
    "openapi": {
      "tag": "Documentation",
      "action": "openapi",
      "one": "",
    },
    "page": {
      "tag": "Documentation",
      "action": "page",
      "one": "",
    },
  },
} as const satisfies Record<string, Record<string, RouteName>>;
