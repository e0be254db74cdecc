// Written by packages/api-client/scripts/write-route-table.ts from @institute/api-contract (npm run routes:table); not edited by hand.
import type { RouteEntry } from "@institute/api-contract";

export const ROUTE_TABLE = {
  "health": {
    "check": {
      "method": "get",
      "path": "/api/health",
      "access": "public",
      "file": false,
    },
    "stats": {
      "method": "get",
      "path": "/api/health/stats",
      "access": "admin",
      "file": false,
    },
  },
  "settings": {
    "get": {
      "method": "get",
      "path": "/api/settings",
      "access": "public",
      "file": false,
    },
    "update": {
      "method": "put",
      "path": "/api/settings",
      "access": "admin",
      "file": false,
    },
    "retention": {
      "method": "get",
      "path": "/api/admin/message-retention",
      "access": "admin",
      "file": false,
    },
    "saveRetention": {
      "method": "put",
      "path": "/api/admin/message-retention",
      "access": "admin",
      "file": false,
    },
  },
  "sliders": {
    "list": {
      "method": "get",
      "path": "/api/sliders",
      "access": "public",
      "file": false,
    },
    "order": {
      "method": "put",
      "path": "/api/sliders/order",
      "access": "admin",
      "file": false,
    },
    "add": {
      "method": "post",
      "path": "/api/sliders/add",
      "access": "admin",
      "file": false,
    },
    "update": {
      "method": "put",
      "path": "/api/sliders/{id}",
      "access": "admin",
      "file": false,
    },
    "remove": {
      "method": "delete",
      "path": "/api/sliders/{id}",
      "access": "admin",
      "file": false,
    },
  },
  "home": {
    "get": {
      "method": "get",
      "path": "/api/home",
      "access": "public",
      "file": false,
    },
    "update": {
      "method": "post",
      "path": "/api/home/update",
      "access": "admin",
      "file": false,
    },
  },
  "about": {
    "get": {
      "method": "get",
      "path": "/api/about",
      "access": "public",
      "file": false,
    },
    "update": {
      "method": "post",
      "path": "/api/about/update",
      "access": "admin",
      "file": false,
    },
  },
  "privacy": {
    "get": {
      "method": "get",
      "path": "/api/privacy",
      "access": "public",
      "file": false,
    },
    "update": {
      "method": "put",
      "path": "/api/privacy",
      "access": "admin",
      "file": false,
    },
  },
  "gallery": {
    "list": {
      "method": "get",
      "path": "/api/gallery",
      "access": "public",
      "file": false,
    },
    "order": {
      "method": "put",
      "path": "/api/gallery/order",
      "access": "admin",
      "file": false,
    },
    "upload": {
      "method": "post",
      "path": "/api/gallery/upload",
      "access": "admin",
      "file": false,
    },
    "update": {
      "method": "put",
      "path": "/api/gallery/{id}",
      "access": "admin",
      "file": false,
    },
    "remove": {
      "method": "delete",
      "path": "/api/gallery/{id}",
      "access": "admin",
      "file": false,
    },
  },
  "downloads": {
    "courseFile": {
      "method": "get",
      "path": "/api/uploads/files/{filename}",
      "access": "signed",
      "file": true,
    },
    "image": {
      "method": "get",
      "path": "/api/uploads/{folder}/{filename}",
      "access": "public",
      "file": true,
    },
  },
  "testimonials": {
    "list": {
      "method": "get",
      "path": "/api/testimonials",
      "access": "public",
      "file": false,
    },
    "order": {
      "method": "put",
      "path": "/api/testimonials/order",
      "access": "admin",
      "file": false,
    },
    "add": {
      "method": "post",
      "path": "/api/testimonials/add",
      "access": "admin",
      "file": false,
    },
    "update": {
      "method": "put",
      "path": "/api/testimonials/{id}",
      "access": "admin",
      "file": false,
    },
    "remove": {
      "method": "delete",
      "path": "/api/testimonials/{id}",
      "access": "admin",
      "file": false,
    },
  },
  "contacts": {
    "list": {
      "method": "get",
      "path": "/api/contacts",
      "access": "admin",
      "file": false,
    },
    "send": {
      "method": "post",
      "path": "/api/contacts",
      "access": "public",
      "file": false,
    },
    "markHandled": {
      "method": "put",
      "path": "/api/contacts/handled",
      "access": "admin",
      "file": false,
    },
    "export": {
      "method": "get",
      "path": "/api/contacts/export",
      "access": "admin",
      "file": true,
    },
    "remove": {
      "method": "delete",
      "path": "/api/contacts/{id}",
      "access": "admin",
      "file": false,
    },
    "followUp": {
      "method": "put",
      "path": "/api/contacts/{id}/follow-up",
      "access": "admin",
      "file": false,
    },
    "notes": {
      "method": "get",
      "path": "/api/contacts/{id}/notes",
      "access": "admin",
      "file": false,
    },
    "addNote": {
      "method": "post",
      "path": "/api/contacts/{id}/notes",
      "access": "admin",
      "file": false,
    },
  },
  "courses": {
    "list": {
      "method": "get",
      "path": "/api/courses",
      "access": "public",
      "file": false,
    },
    "cards": {
      "method": "get",
      "path": "/api/courses/cards",
      "access": "public",
      "file": false,
    },
    "get": {
      "method": "get",
      "path": "/api/courses/{id}",
      "access": "public",
      "file": false,
    },
    "add": {
      "method": "post",
      "path": "/api/courses/add",
      "access": "admin",
      "file": false,
    },
    "update": {
      "method": "put",
      "path": "/api/courses/update/{id}",
      "access": "admin",
      "file": false,
    },
    "remove": {
      "method": "delete",
      "path": "/api/courses/{id}",
      "access": "admin",
      "file": false,
    },
  },
  "courseFiles": {
    "list": {
      "method": "get",
      "path": "/api/files",
      "access": "admin",
      "file": false,
    },
    "mine": {
      "method": "get",
      "path": "/api/files/student",
      "access": "student",
      "file": false,
    },
    "upload": {
      "method": "post",
      "path": "/api/files/upload",
      "access": "admin",
      "file": false,
    },
    "export": {
      "method": "get",
      "path": "/api/files/export",
      "access": "admin",
      "file": true,
    },
    "remove": {
      "method": "delete",
      "path": "/api/files/{id}",
      "access": "admin",
      "file": false,
    },
  },
  "admin": {
    "login": {
      "method": "post",
      "path": "/api/admin/login",
      "access": "public",
      "file": false,
    },
    "logout": {
      "method": "post",
      "path": "/api/admin/logout",
      "access": "admin",
      "file": false,
    },
    "changePassword": {
      "method": "put",
      "path": "/api/admin/password",
      "access": "admin",
      "file": false,
    },
    "changeEmail": {
      "method": "put",
      "path": "/api/admin/email",
      "access": "admin",
      "file": false,
    },
    "stats": {
      "method": "get",
      "path": "/api/admin/dashboard-stats",
      "access": "admin",
      "file": false,
    },
    "about": {
      "method": "get",
      "path": "/api/admin/about",
      "access": "admin",
      "file": false,
    },
  },
  "visits": {
    "record": {
      "method": "post",
      "path": "/api/visits",
      "access": "public",
      "file": false,
    },
  },
  "students": {
    "register": {
      "method": "post",
      "path": "/api/students/register",
      "access": "public",
      "file": false,
    },
    "login": {
      "method": "post",
      "path": "/api/students/login",
      "access": "public",
      "file": false,
    },
    "logout": {
      "method": "post",
      "path": "/api/students/logout",
      "access": "student",
      "file": false,
    },
    "changePassword": {
      "method": "put",
      "path": "/api/students/password",
      "access": "student",
      "file": false,
    },
    "profile": {
      "method": "get",
      "path": "/api/students/profile",
      "access": "student",
      "file": false,
    },
    "updateProfile": {
      "method": "put",
      "path": "/api/students/profile/update",
      "access": "student",
      "file": false,
    },
    "list": {
      "method": "get",
      "path": "/api/students",
      "access": "admin",
      "file": false,
    },
    "export": {
      "method": "get",
      "path": "/api/students/export",
      "access": "admin",
      "file": true,
    },
    "edit": {
      "method": "patch",
      "path": "/api/students/{id}",
      "access": "admin",
      "file": false,
    },
    "remove": {
      "method": "delete",
      "path": "/api/students/{id}",
      "access": "admin",
      "file": false,
    },
  },
  "passwordResets": {
    "issue": {
      "method": "post",
      "path": "/api/students/{id}/reset-link",
      "access": "admin",
      "file": false,
    },
    "request": {
      "method": "post",
      "path": "/api/students/forgot-password",
      "access": "public",
      "file": false,
    },
    "use": {
      "method": "post",
      "path": "/api/students/reset-password",
      "access": "public",
      "file": false,
    },
    "requestStaff": {
      "method": "post",
      "path": "/api/admin/forgot-password",
      "access": "public",
      "file": false,
    },
    "useStaff": {
      "method": "post",
      "path": "/api/admin/reset-password",
      "access": "public",
      "file": false,
    },
  },
  "inquiries": {
    "list": {
      "method": "get",
      "path": "/api/inquiries",
      "access": "admin",
      "file": false,
    },
    "send": {
      "method": "post",
      "path": "/api/inquiries",
      "access": "public",
      "file": false,
    },
    "markHandled": {
      "method": "put",
      "path": "/api/inquiries/handled",
      "access": "admin",
      "file": false,
    },
    "export": {
      "method": "get",
      "path": "/api/inquiries/export",
      "access": "admin",
      "file": true,
    },
    "followUp": {
      "method": "put",
      "path": "/api/inquiries/{id}/follow-up",
      "access": "admin",
      "file": false,
    },
    "notes": {
      "method": "get",
      "path": "/api/inquiries/{id}/notes",
      "access": "admin",
      "file": false,
    },
    "addNote": {
      "method": "post",
      "path": "/api/inquiries/{id}/notes",
      "access": "admin",
      "file": false,
    },
  },
  "followUp": {
    "stages": {
      "method": "get",
      "path": "/api/admin/follow-up-stages",
      "access": "admin",
      "file": false,
    },
    "saveStages": {
      "method": "put",
      "path": "/api/admin/follow-up-stages",
      "access": "admin",
      "file": false,
    },
    "byMonth": {
      "method": "get",
      "path": "/api/admin/enrolments-by-month",
      "access": "admin",
      "file": false,
    },
  },
  "chats": {
    "record": {
      "method": "post",
      "path": "/api/chats",
      "access": "public",
      "file": false,
    },
    "byCourse": {
      "method": "get",
      "path": "/api/admin/inquiries-by-course",
      "access": "admin",
      "file": false,
    },
  },
  "mail": {
    "list": {
      "method": "get",
      "path": "/api/admin/mail",
      "access": "admin",
      "file": false,
    },
    "delivery": {
      "method": "get",
      "path": "/api/admin/mail/delivery",
      "access": "admin",
      "file": false,
    },
    "saveRecipients": {
      "method": "put",
      "path": "/api/admin/mail/delivery",
      "access": "admin",
      "file": false,
    },
    "get": {
      "method": "get",
      "path": "/api/admin/mail/{id}",
      "access": "admin",
      "file": false,
    },
    "resend": {
      "method": "post",
      "path": "/api/admin/mail/{id}/resend",
      "access": "admin",
      "file": false,
    },
  },
  "staff": {
    "list": {
      "method": "get",
      "path": "/api/admin/staff",
      "access": "admin",
      "file": false,
    },
    "add": {
      "method": "post",
      "path": "/api/admin/staff",
      "access": "admin",
      "file": false,
    },
    "setEnabled": {
      "method": "put",
      "path": "/api/admin/staff/{id}/enabled",
      "access": "admin",
      "file": false,
    },
  },
  "activity": {
    "list": {
      "method": "get",
      "path": "/api/admin/activity",
      "access": "admin",
      "file": false,
    },
  },
  "releases": {
    "list": {
      "method": "get",
      "path": "/api/releases",
      "access": "admin",
      "file": false,
    },
    "upload": {
      "method": "post",
      "path": "/api/releases/{remote}",
      "access": "admin",
      "file": false,
    },
    "activate": {
      "method": "put",
      "path": "/api/releases/{remote}/active",
      "access": "admin",
      "file": false,
    },
    "rollback": {
      "method": "post",
      "path": "/api/releases/{remote}/rollback",
      "access": "admin",
      "file": false,
    },
  },
  "clientErrors": {
    "report": {
      "method": "post",
      "path": "/api/client-errors",
      "access": "public",
      "file": false,
    },
    "summary": {
      "method": "get",
      "path": "/api/admin/client-errors",
      "access": "admin",
      "file": false,
    },
  },
  "documentation": {
    "openapi": {
      "method": "get",
      "path": "/api/openapi.json",
      "access": "public",
      "file": false,
    },
    "page": {
      "method": "get",
      "path": "/api/docs",
      "access": "public",
      "file": true,
    },
  },
} as const satisfies Record<string, Record<string, RouteEntry>>;
