/** The demo institute a fresh install shows: enough of everything that every screen has something real on it. */

export const sliders = [
  { title: "Learn. Build. Get hired.", subtitle: "Job-ready IT courses taught by working engineers.", image: "slide-1.jpg" },
  { title: "Live projects with mentors", subtitle: "Every course ends with a project you can show an employer.", image: "slide-2.jpg" },
  { title: "New batches every month", subtitle: "Weekday, weekend and online batches to fit your schedule.", image: "slide-3.jpg" },
];

export const home = {
  title: "Welcome to Northwind IT Academy",
  content:
    "<p>For over a decade we have trained developers, testers and cloud engineers for the industry. Small batches, hands-on labs and placement support from the first week.</p><ul><li>Courses designed with hiring partners</li><li>Lab access seven days a week</li><li>Mock interviews and resume reviews</li></ul>",
  image: "home.jpg",
};

export const about = {
  title: "About Northwind IT Academy",
  content:
    '<h2>Who we are</h2><p>Northwind IT Academy was founded in 2012 by engineers who wanted training to look like real work. Today more than 6,000 alumni work at product companies, start-ups and consultancies.</p><h2>How we teach</h2><p>Every class is a lab. You write code from the first hour, review it with a mentor, and ship a capstone project at the end of each course.</p><p>Questions? <a href="mailto:hello@northwind.example">Write to us</a>.</p>',
  image: "about.jpg",
};

const batches = (fee: string) => [
  { date: "2027-01-05", timing: "Mon-Fri 9:00-11:00", duration: "4 months", fee },
  { date: "2027-01-17", timing: "Sat-Sun 10:00-14:00", duration: "5 months", fee },
  { date: "2027-02-02", timing: "Mon-Fri 18:30-20:30 (online)", duration: "4 months", fee },
];

export const courses = [
  {
    title: "Full Stack Web Development",
    tagline: "From HTML to deployed React and Node.js applications",
    category: "Web Development",
    duration: "4 months",
    mode: "Hybrid",
    short_desc:
      "Build complete web applications with React, Node.js, REST APIs and PostgreSQL, and deploy them to the cloud with confidence.",
    full_desc:
      "<p>A complete path from the basics of the web to production applications.</p><ul><li>Modern JavaScript and TypeScript</li><li>React with routing and data fetching</li><li>APIs, databases and authentication</li></ul>",
    image: "course-fullstack.jpg",
    curriculum: [
      { module: "Web foundations", topics: ["HTML semantics", "CSS layout and responsive design", "Accessibility basics"] },
      { module: "JavaScript and TypeScript", topics: ["Language essentials", "Async programming", "Types and tooling"] },
      { module: "React", topics: ["Components and state", "Routing", "Server data and caching"] },
      { module: "Back end", topics: ["Node.js and HTTP", "REST API design", "PostgreSQL and SQL"] },
    ],
    outcomes: ["Build and deploy a full stack application", "Design and document a REST API", "Write tested, maintainable TypeScript"],
    batches: batches("45000"),
    faqs: [
      {
        q: "Do I need prior programming experience?",
        a: "No. The first module starts from the basics; regular practice matters more than background.",
      },
      { q: "Is there placement support?", a: "Yes: resume reviews, mock interviews and referrals to our hiring partners." },
    ],
  },
  {
    title: "Python for Data Analysis",
    tagline: "Turn raw data into answers with Python, pandas and SQL",
    category: "Data",
    duration: "3 months",
    mode: "Online",
    short_desc: "Learn Python, pandas, SQL and visualisation through real data sets from retail, finance and public health.",
    full_desc: "<p>Hands-on data analysis with the tools analysts use every day.</p>",
    image: "course-python.jpg",
    curriculum: [
      { module: "Python essentials", topics: ["Syntax and data types", "Functions and modules", "Working with files"] },
      { module: "Data wrangling", topics: ["pandas DataFrames", "Cleaning and joining", "Time series"] },
      { module: "Communicating results", topics: ["Charts with matplotlib", "Notebooks and reports"] },
    ],
    outcomes: ["Clean and analyse real data sets", "Query databases with SQL", "Present findings with clear charts"],
    batches: batches("30000"),
    faqs: [{ q: "Which software do I need?", a: "A laptop with a browser; everything else is installed during the first class." }],
  },
  {
    title: "Cloud and DevOps Engineering",
    tagline: "Containers, CI/CD and infrastructure as code",
    category: "Cloud",
    duration: "3 months",
    mode: "Offline",
    short_desc: "Automate builds, tests and deployments; run services in containers and manage infrastructure as code on a major cloud.",
    full_desc: "<p>Learn the practices that keep software shipping safely.</p>",
    image: "course-cloud.jpg",
    curriculum: [
      { module: "Linux and networking", topics: ["Shell and scripting", "Processes and services", "Networking basics"] },
      { module: "Containers", topics: ["Images and registries", "Compose", "Orchestration concepts"] },
      { module: "Delivery", topics: ["CI pipelines", "Infrastructure as code", "Monitoring and alerts"] },
    ],
    outcomes: ["Containerise and deploy an application", "Build a CI/CD pipeline", "Describe infrastructure as code"],
    batches: batches("38000"),
    faqs: [{
      q: "Is a certification exam included?",
      a: "The course prepares you for an associate-level cloud certification; the exam fee is separate.",
    }],
  },
  {
    title: "Software Testing and Automation",
    tagline: "Manual testing, Selenium and Playwright, API testing",
    category: "Testing",
    duration: "2 months",
    mode: "Online",
    short_desc: "Plan tests, report bugs well, and automate browser and API checks with Playwright and modern tooling.",
    full_desc: "<p>Quality engineering from test design to automation in CI.</p>",
    image: "course-testing.jpg",
    curriculum: [
      { module: "Testing fundamentals", topics: ["Test design techniques", "Bug reports", "Agile testing"] },
      { module: "Automation", topics: ["Playwright", "API testing", "Tests in CI"] },
    ],
    outcomes: ["Design effective test cases", "Automate browser and API tests", "Run tests in a CI pipeline"],
    batches: batches("22000"),
    faqs: [{ q: "Can I join while working?", a: "Yes, the weekend and evening batches are designed for working professionals." }],
  },
];

// Each caption starts with what its picture reads, and says the rest as a photo's alt text would.
export const gallery = [
  "Classroom: the full stack batch in a morning session",
  "Lab session: students pair on their Python exercises",
  "Hackathon: teams build for 24 hours, judged by our hiring partners",
  "Graduation: the spring batch receives its certificates",
  "Workshop: a hands-on afternoon of cloud deployments",
  "Team project: planning the capstone sprint at the whiteboard",
  "Guest talk: an engineering lead on life in a product team",
  "Placement day: students meet recruiters from partner companies",
].map((caption, i) => ({ image: `gallery-${i + 1}.jpg`, caption }));

export const testimonials = [
  {
    name: "Anita Kulkarni",
    designation: "Frontend Developer, Brightlabs",
    rating: 5,
    image: "person-1.jpg",
    content:
      "The mentors reviewed every line of my capstone project. Three weeks after the course I had two offers, and I still use the habits they taught me every day.",
  },
  {
    name: "Pranav Shah",
    designation: "Data Analyst, Finlytics",
    rating: 5,
    image: "person-2.jpg",
    content:
      "I came from accounting with no coding background. The course was demanding but never confusing, and the real data sets made interviews easy to talk through.",
  },
  {
    name: "Rahul Menon",
    designation: "DevOps Engineer, Cloudnine",
    rating: 4,
    image: "person-3.jpg",
    content:
      "Practical from day one: we broke and fixed pipelines, containers and servers until it all made sense. The weekend batch fitted around my job.",
  },
  {
    name: "Neha Joshi",
    designation: "QA Automation Engineer, Testwise",
    rating: 5,
    image: "person-4.jpg",
    content:
      "Playwright and API testing were exactly what employers asked about. The mock interviews were tougher than the real ones, which is the point.",
  },
];

/** The demo institute's public details (example addresses, not real ones). */
export const settings = {
  name: "Northwind IT Academy",
  description: "Job-ready courses in web development, data, cloud and testing, taught by working engineers in Bengaluru and online.",
  phone: "+91 80 4000 1234",
  whatsapp: "918040001234",
  email: "admissions@northwind-academy.example",
  address: "2nd Floor, 14 Residency Road, Bengaluru 560025",
  map_url: "https://www.openstreetmap.org/search?query=Residency%20Road%20Bengaluru",
  hours: "Monday to Saturday, 9:00 to 19:00",
  social: ["https://www.linkedin.com/company/northwind-it-academy", "https://www.youtube.com/@northwind-it-academy"],
  time_zone: "Asia/Kolkata",
  approve_registrations: true,
};
